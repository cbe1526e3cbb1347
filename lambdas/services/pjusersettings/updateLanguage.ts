/**
 * POST pjusersettings/pjusersettings/personalinfo/language/update — sets the caller's primary
 * language (001 §2 settings); the id must be one of the reference languages (400 otherwise).
 */
import { englishReference } from '../../domain/reference';
import { BadRequestError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { updateOwnProfile } from '../own-profile';

export const updateLanguage: OperationFor<'updateLanguage', 'updateProfile'> = async ({
  caller,
  body,
  deps,
}) => {
  if (!(await englishReference()).languageById(body.languageId)) {
    throw new BadRequestError('invalid body', {
      issues: [{ path: 'body.languageId', message: 'unknown language' }],
    });
  }
  return updateOwnProfile(caller.uuid, { languageId: body.languageId }, deps);
};
