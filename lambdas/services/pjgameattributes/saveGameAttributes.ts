/**
 * POST pjgameattributes/pjgameattributes {uuid, gameSelections[]} — saves the per-game details of the
 * caller's games (000 §7; the codes are checked by the route's schema against the code tables). All
 * the selections are written in one transaction (G6, each `attribute_exists`), so a save is whole or
 * nothing: a game named twice, or one the caller does not have (named in the issue), is 400, and in both
 * cases nothing is written. Answers { affectedRows }. Cost: 2 WCU a game (transactional).
 */
import { BadRequestError } from '../../core/errors';
import { UserGameMissingError } from '../../data/user-games';
import { assertNoDuplicates } from '../../domain/profile-edit';
import type { OperationFor } from '../../http/service';

export const saveGameAttributes: OperationFor<'saveGameAttributes', 'updateUserGameDetails'> = async ({
  caller,
  body,
  deps,
}) => {
  assertNoDuplicates(
    body.gameSelections.map((selection) => selection.gameId),
    'gameSelections',
  );
  try {
    await deps.data.updateUserGameDetails(caller.uuid, body.gameSelections);
  } catch (error) {
    if (error instanceof UserGameMissingError) {
      throw new BadRequestError('invalid body', {
        issues: [
          { path: 'body.gameSelections', message: `not one of your games: ${error.gameIds.join(', ')}` },
        ],
        cause: error,
      });
    }
    throw error;
  }
  return { affectedRows: body.gameSelections.length };
};
