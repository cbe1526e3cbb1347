/**
 * POST pjuser/user/create — creates the caller's PlayJoin profile at the end of signup (001 §4):
 * the profile with its username and email reservations in one transaction, then one user-game item
 * per game with the default details. The payload's Email must be the token's (403); missing or bad
 * fields are 400 listing them; a taken (or reserved) username is 409 UsernameTaken. The answer has
 * no ErrorCount: { UUID, userName, ProfilePicLink }. A picture must be a JPEG, PNG or WebP of at most
 * 5 MB by its bytes (media/picture-check.ts: 400 NotAnImage / 413, the upload deleted); an accepted
 * one is published under a new media/ key before the profile is written. The profile takes over any revocation of the
 * user's sessions made before it existed (auth/end-sessions.ts).
 */
import { isReservedWord } from '../../../lib/contract/codes';
import { UserNameTakenError } from '../../data/errors';
import { creationIssues, newProfile, newUserGames } from '../../domain/new-profile';
import { englishReference } from '../../domain/reference';
import { ownProfileImageKey } from '../../domain/profile-image';
import {
  confirmRevocationTakeover,
  revocationToTakeOver,
  type RevocationTakeoverData,
} from '../../auth/end-sessions';
import { BadRequestError, ForbiddenError } from '../../core/errors';
import type { OperationFor } from '../../http/service';
import { acceptUploadedPicture } from '../../media/picture-check';
import { pictureUrl } from '../../domain/views';

/** 001 §8: the text the client shows for a taken username. */
export const USERNAME_TAKEN_MESSAGE =
  'The username you entered has already been taken. Please give it another try.';

export const createUser: OperationFor<
  'createUser',
  'createProfile' | 'getGames' | 'putUserGames' | RevocationTakeoverData
> = async ({ caller, body, deps }) => {
  if (caller.email?.toLowerCase() !== body.Email.toLowerCase()) {
    throw new ForbiddenError("Email must be the signed-in account's email");
  }
  const now = deps.clock.now();
  const issues = creationIssues(body, now, await englishReference());
  const picture = body.ProfilePicLink.trim();
  const uploadKey = picture === '' ? null : ownProfileImageKey(picture, caller.uuid);
  if (uploadKey === undefined) {
    issues.push({ path: 'body.ProfilePicLink', message: 'must be an image the caller uploaded, or empty' });
  }
  const known = new Set((await deps.data.getGames(body.Games)).map((game) => game.gameId));
  const unknown = [...new Set(body.Games.filter((gameId) => !known.has(gameId)))];
  if (unknown.length > 0)
    issues.push({ path: 'body.Games', message: `unknown games: ${unknown.join(', ')}` });
  if (issues.length > 0) throw new BadRequestError('invalid body', { issues });
  if (isReservedWord(body.UserName)) throw new UserNameTakenError(USERNAME_TAKEN_MESSAGE);
  // the uploaded object's size and bytes, before it becomes the picture (400/413, the object deleted)
  const profilePicKey = uploadKey ? await acceptUploadedPicture(uploadKey, caller.uuid) : null;

  const tokensValidAfter = await revocationToTakeOver(caller.uuid, deps);
  let profile;
  try {
    profile = await deps.data.createProfile({
      ...newProfile(body, { uuid: caller.uuid, profilePicKey }, now),
      tokensValidAfter,
    });
  } catch (error) {
    if (error instanceof UserNameTakenError)
      throw new UserNameTakenError(USERNAME_TAKEN_MESSAGE, { cause: error });
    throw error;
  }
  await confirmRevocationTakeover(caller.uuid, tokensValidAfter, deps);
  await deps.data.putUserGames(newUserGames(body, profile, now));
  return {
    UUID: profile.uuid,
    userName: profile.userName,
    ProfilePicLink: pictureUrl(deps.media, profile.profilePicKey),
  };
};
