/**
 * The profile editor's Save (000 §4 "Profile", §5, §8 userProfileContent): the changed parts are
 * written in the spec's order — image, username, bio, checklist, games added, games removed,
 * per-game details, platforms — each step only when its part changed (platforms: only the platforms
 * whose flag changed). A step that fails does not undo the steps before it, nor stop the steps after
 * it (each writes its own items), except where a later step needs it: details of a game whose adding
 * failed are not sent. Each failure carries the message key the spec gives its step; the screen shows
 * one message, or errorMsg9's combined alert when several failed.
 *
 * The spec's "checklist (twice)" is one call here: updateChecklist carries every flag and the game
 * style together, so a second identical call would change nothing.
 */
import type { PlatformId } from '../../../../lib/contract/codes';
import { sameUserName } from '../../../../lib/contract/user-names';
import { ApiError } from '../../lib/api';
import { usernameIssue } from '../../lib/field-rules';
import { report } from '../../lib/errors';
import type { UploadProgress } from '../../lib/upload';
import {
  saveGameAttributes,
  sameDetails,
  NEW_ENTRY_DETAILS,
  type GameDetails,
  type GameSelection,
} from '../server/game-attributes';
import {
  changeUsername,
  CHECKLIST_FLAGS,
  isUsernameTaken,
  setProfilePicture,
  updateBio,
  updateChecklist,
  type ChecklistValues,
} from '../server/own-profile';
import { changedPlatforms, setPlatform, type PlatformFlags } from '../server/platforms';
import { addGames, removeGames } from '../server/user-games';
import { isExpectedFailure } from '../swr-config';
import { ProfileImageUploadError, uploadProfileImage, type PreparedImage } from './profile-image-upload';

/** The steps of a save, in the spec's order. */
export const SAVE_STEPS = [
  'image',
  'username',
  'bio',
  'checklist',
  'gamesAdded',
  'gamesRemoved',
  'gameDetails',
  'platforms',
] as const;
export type SaveStep = (typeof SAVE_STEPS)[number];

/**
 * The message of a failed step (000 §8 userProfileContent): errorMsg1 checklist, 2 bio, 3 add games,
 * 4 remove games, 5 image preparation, 6 invalid username, 7 username taken or token expired,
 * 8 username change failed, 10/10a image upload. The spec names none for the per-game details and
 * the platforms; those two have messages of their own.
 */
export type SaveMessage =
  | 'errorMsg1'
  | 'errorMsg2'
  | 'errorMsg3'
  | 'errorMsg4'
  | 'errorMsg5'
  | 'errorMsg6'
  | 'errorMsg7'
  | 'errorMsg8'
  | 'errorMsg10'
  | 'errorMsg10a'
  | 'errorDetails'
  | 'errorPlatforms';

export interface StepFailure {
  step: SaveStep;
  message: SaveMessage;
}

/** One game of the editor: its id and its details. */
export interface GameEntry extends GameDetails {
  gameId: number;
}

/** What the editor holds (the draft) or what the server held when editing began (the baseline). */
export interface ProfileValues {
  username: string;
  /** the bio as shown (cleaned up, 000 §2) */
  bio: string;
  checklist: ChecklistValues;
  /** the games in display order */
  games: GameEntry[];
  platforms: PlatformFlags;
}

export interface SaveInput {
  uuid: string;
  baseline: ProfileValues;
  draft: ProfileValues;
  /** a new picture that passed the file checks, or null to keep the current one */
  image: PreparedImage | null;
  onImageProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface SaveOutcome {
  /** the steps that ran and succeeded */
  saved: SaveStep[];
  /** the steps that failed, in the spec's order */
  failures: StepFailure[];
  /** what the server holds now for each part: the draft's value where saved, the baseline's where not */
  now: ProfileValues;
  /** the new picture's key when the image step succeeded */
  pictureKey: string | null;
  /** the name the user asked for when a username change failed and the name reverted (errorMsg8) */
  revertedUsername: string | null;
}

const sameChecklist = (a: ChecklistValues, b: ChecklistValues) =>
  a.gameStyle === b.gameStyle && CHECKLIST_FLAGS.every((flag) => a[flag] === b[flag]);

/** Whether anything would be written. */
export function hasChanges(baseline: ProfileValues, draft: ProfileValues, image: PreparedImage | null) {
  const before = new Map(baseline.games.map((game) => [game.gameId, game]));
  return (
    image !== null ||
    draft.username.trim() !== baseline.username ||
    draft.bio !== baseline.bio ||
    !sameChecklist(baseline.checklist, draft.checklist) ||
    draft.games.length !== baseline.games.length ||
    draft.games.some((game) => {
      const old = before.get(game.gameId);
      return !old || !sameDetails(old, game);
    }) ||
    changedPlatforms(baseline.platforms, draft.platforms).length > 0
  );
}

function reportUnexpected(error: unknown, where: string) {
  if (!isExpectedFailure(error)) report(error, { where });
}

/** The image step: upload (address, then PUT with progress), then point the profile at it. */
async function saveImage(input: SaveInput, image: PreparedImage): Promise<SaveMessage | { key: string }> {
  let key: string;
  try {
    key = await uploadProfileImage(image, input.uuid, {
      onProgress: input.onImageProgress,
      signal: input.signal,
    });
  } catch (error) {
    // preparing the upload (its address) is errorMsg5; sending the file is errorMsg10
    const stage = error instanceof ProfileImageUploadError ? error.stage : 'transfer';
    return stage === 'address' ? 'errorMsg5' : 'errorMsg10';
  }
  try {
    await setProfilePicture(input.uuid, key);
  } catch (error) {
    reportUnexpected(error, 'api:setProfileImage');
    return 'errorMsg10a';
  }
  return { key };
}

/** The username step: the rule (errorMsg6), the check (errorMsg7), the change (errorMsg8). */
async function saveUsername(uuid: string, from: string, to: string): Promise<SaveMessage | null> {
  if (usernameIssue(to)) return 'errorMsg6';
  // a change of letter case only is the caller's own name: the check would call it taken
  if (!sameUserName(to, from)) {
    try {
      if (await isUsernameTaken(to)) return 'errorMsg7';
    } catch (error) {
      // 'The incoming token has expired' (000 §7) is a 401: errorMsg7 names it
      if (error instanceof ApiError && error.status === 401) return 'errorMsg7';
      reportUnexpected(error, 'api:checkUsername');
      return 'errorMsg8';
    }
  }
  try {
    await changeUsername(uuid, from, to);
  } catch (error) {
    // taken between the check and the change
    if (error instanceof ApiError && error.status === 409) return 'errorMsg7';
    reportUnexpected(error, 'api:changeUsername');
    return 'errorMsg8';
  }
  return null;
}

/** Runs one write; a failure is reported when unexpected and answered with the step's message. */
async function attempt(send: () => Promise<unknown>, where: string, message: SaveMessage) {
  try {
    await send();
    return null;
  } catch (error) {
    reportUnexpected(error, where);
    return message;
  }
}

/** Runs the save; never throws (every failure is a StepFailure of the outcome). */
export async function saveProfile(input: SaveInput): Promise<SaveOutcome> {
  const { uuid, baseline, draft } = input;
  const saved: SaveStep[] = [];
  const failures: StepFailure[] = [];
  const now: ProfileValues = {
    ...baseline,
    checklist: { ...baseline.checklist },
    games: [...baseline.games],
    platforms: { ...baseline.platforms },
  };
  let pictureKey: string | null = null;
  let revertedUsername: string | null = null;

  const settle = (step: SaveStep, message: SaveMessage | null) => {
    if (message) failures.push({ step, message });
    else saved.push(step);
    return message === null;
  };

  // 1. image
  if (input.image) {
    const result = await saveImage(input, input.image);
    if (typeof result === 'string') settle('image', result);
    else {
      settle('image', null);
      pictureKey = result.key;
    }
  }

  // 2. username
  const newName = draft.username.trim();
  if (newName !== baseline.username) {
    const message = await saveUsername(uuid, baseline.username, newName);
    if (settle('username', message)) {
      now.username = newName;
    } else if (message === 'errorMsg8') {
      revertedUsername = newName;
    }
  }

  // 3. bio
  if (draft.bio !== baseline.bio) {
    if (settle('bio', await attempt(() => updateBio(uuid, draft.bio), 'api:updateBio', 'errorMsg2'))) {
      now.bio = draft.bio;
    }
  }

  // 4. checklist
  if (!sameChecklist(baseline.checklist, draft.checklist)) {
    const message = await attempt(
      () => updateChecklist(uuid, draft.checklist),
      'api:updateChecklist',
      'errorMsg1',
    );
    if (settle('checklist', message)) now.checklist = { ...draft.checklist };
  }

  // 5. games added (the server gives each the new-entry defaults)
  const before = new Map(baseline.games.map((game) => [game.gameId, game]));
  const after = new Set(draft.games.map((game) => game.gameId));
  const added = draft.games.filter((game) => !before.has(game.gameId));
  let addedSaved = false;
  if (added.length > 0) {
    const ids = added.map((game) => game.gameId);
    addedSaved = settle('gamesAdded', await attempt(() => addGames(uuid, ids), 'api:addGames', 'errorMsg3'));
    if (addedSaved) now.games.push(...added.map((game) => ({ ...game, ...NEW_ENTRY_DETAILS })));
  }

  // 6. games removed
  const removed = baseline.games.filter((game) => !after.has(game.gameId)).map((game) => game.gameId);
  if (removed.length > 0) {
    const message = await attempt(() => removeGames(uuid, removed), 'api:removeGames', 'errorMsg4');
    if (settle('gamesRemoved', message)) now.games = now.games.filter((game) => after.has(game.gameId));
  }

  // 7. per-game details: kept games whose details changed, added games (once added) not on the defaults
  const selections: GameSelection[] = draft.games
    .filter((game) => {
      const old = before.get(game.gameId);
      if (old) return !sameDetails(old, game);
      return addedSaved && !sameDetails(NEW_ENTRY_DETAILS, game);
    })
    .map(({ gameId, frequency, platform, skillLevel, rating }) => ({
      gameId,
      frequency,
      platform,
      skillLevel,
      rating,
    }));
  if (selections.length > 0) {
    const message = await attempt(
      () => saveGameAttributes(uuid, selections),
      'api:saveGameAttributes',
      'errorDetails',
    );
    if (settle('gameDetails', message)) {
      const changed = new Map(selections.map((selection) => [selection.gameId, selection]));
      now.games = now.games.map((game) => ({ ...game, ...changed.get(game.gameId) }));
    }
  }

  // 8. platforms: only those that changed, one call each
  const platforms = changedPlatforms(baseline.platforms, draft.platforms);
  if (platforms.length > 0) {
    let allSaved = true;
    for (const platform of platforms) {
      const active = draft.platforms[platform];
      const message = await attempt(
        () => setPlatform(uuid, platform as PlatformId, active),
        'api:setPlatform',
        'errorPlatforms',
      );
      if (message) allSaved = false;
      else now.platforms[platform] = active;
    }
    settle('platforms', allSaved ? null : 'errorPlatforms');
  }

  // the games in the draft's order, for those the server now holds
  const held = new Map(now.games.map((game) => [game.gameId, game]));
  now.games = [
    ...draft.games.flatMap((game) => held.get(game.gameId) ?? []),
    ...now.games.filter((game) => !after.has(game.gameId)),
  ];

  return { saved, failures, now, pictureKey, revertedUsername };
}

/** How many failed steps the combined alert lists (000 §8 errorMsg9: up to 3). */
export const COMBINED_ALERT_MAX = 3;
