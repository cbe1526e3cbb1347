/**
 * The profile editor's state (000 §4 "Profile"): the draft begins as what the server holds (or, after
 * a reload in the middle of an edit, with the picker's selection from session storage), Save runs the
 * spec's sequence (state/flows/profile-save.ts), Cancel restores every previous value.
 *
 * After a save the panel shows what was saved at once (written into the cache) and reads everything
 * again after the spec's 2 seconds. It does not reload the page: a reload would download and start the
 * app again (seconds on a phone), close the panel and drop anything else in progress, while reading the
 * profile's keys again brings the same server state. The 2 seconds stay, so that what the stream
 * handler derives from the save (the username in snapshots, the counters) has settled when it is read.
 *
 * While editing, the draft is kept in session storage (the picker's games under the spec's key, the
 * rest beside it): closing the panel or reloading the page and opening the profile again continues
 * the edit. A failed step keeps its typed value in the draft (the edit stays open); the steps that succeeded
 * become the new baseline, so Save again sends only what is still unsaved. A failed username change
 * puts the old name back (errorMsg8) and remembers the one typed, which the user can restore.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { REAL_PLATFORMS } from '../../../../lib/contract/codes';
import { TIMINGS } from '../../../../lib/contract/constants';
import type { UploadProgress } from '../../lib/upload';
import type { PreparedImage } from '../../state/flows/profile-image-upload';
import {
  clearPickerSelection,
  clearProfileDraft,
  readPickerSelection,
  readProfileDraft,
  savePickerSelection,
  saveProfileDraft,
  type StoredProfileDraft,
} from '../../state/flows/profile-games-draft';
import {
  hasChanges,
  saveProfile,
  type GameEntry,
  type ProfileValues,
  type StepFailure,
} from '../../state/flows/profile-save';
import { NEW_ENTRY_DETAILS } from '../../state/server/game-attributes';
import { CHECKLIST_FLAGS, userProfileKey, type UserProfile } from '../../state/server/own-profile';
import { storeOwnAccountValues } from '../../state/own-name';
import { platformsKey } from '../../state/server/platforms';
import { profileViewsKey, streakCountKey } from '../../state/server/profile-stats';
import { spectateCountKey } from '../../state/server/spectate-lists';
import { userGamesKey, type UserGame } from '../../state/server/user-games';

/** A new picture chosen in the editor: the checked file and its local preview. */
export interface ChosenImage {
  prepared: PreparedImage;
  preview: string | null;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; progress: UploadProgress | null }
  | { kind: 'failed'; failures: StepFailure[]; revertedUsername: string | null };

/** The editor's games with a stored selection applied: kept games keep their details, new ones get the defaults. */
function withStoredSelection(baseline: ProfileValues, stored: number[] | null): GameEntry[] {
  if (!stored) return baseline.games;
  const known = new Map(baseline.games.map((game) => [game.gameId, game]));
  return stored.map((gameId) => known.get(gameId) ?? { gameId, ...NEW_ENTRY_DETAILS });
}

const isFlag = (value: unknown): value is 0 | 1 => value === 0 || value === 1;

/** The baseline with a stored unsaved edit laid over it; values that do not fit their field are left out. */
function withStoredDraft(baseline: ProfileValues, stored: StoredProfileDraft | null): ProfileValues {
  if (!stored) return baseline;
  const checklist = { ...baseline.checklist };
  const style = stored.checklist.gameStyle;
  if (style === 0 || style === 1 || style === 2) checklist.gameStyle = style;
  for (const flag of CHECKLIST_FLAGS) {
    const value = stored.checklist[flag];
    if (isFlag(value)) checklist[flag] = value;
  }
  const platforms = { ...baseline.platforms };
  for (const id of REAL_PLATFORMS) {
    const value = stored.platforms[id];
    if (typeof value === 'boolean') platforms[id] = value;
  }
  return { ...baseline, username: stored.username, bio: stored.bio, checklist, platforms };
}

/** Whether an edit of this user was left unsaved in this tab (the panel closed, or the page reloaded). */
export function hasUnsavedEdit(uuid: string): boolean {
  return readProfileDraft(uuid) !== null || readPickerSelection(uuid) !== null;
}

const copy = (values: ProfileValues): ProfileValues => ({
  ...values,
  checklist: { ...values.checklist },
  games: values.games.map((game) => ({ ...game })),
  platforms: { ...values.platforms },
});

export function useProfileEditor({
  uuid,
  profile,
  games,
  catalogueGame,
}: {
  uuid: string;
  profile: UserProfile;
  games: readonly UserGame[];
  /** a catalogue game's name and image, for games added in the editor */
  catalogueGame: (gameId: number) => Pick<UserGame, 'Description' | 'GameImageSrc'> | undefined;
}) {
  const { mutate } = useSWRConfig();
  const [baseline, setBaseline] = useState<ProfileValues | null>(null);
  const [draft, setDraft] = useState<ProfileValues | null>(null);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const editing = draft !== null;
  const previewRef = useRef<string | null>(null);
  // the read-again timer; a panel closed before it fires reads everything again when it next opens
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  // the local preview address lives as long as the chosen picture
  const releasePreview = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  }, []);
  useEffect(() => releasePreview, [releasePreview]);

  // the picker's selection follows the draft's games while editing
  const draftGameIds = draft?.games.map((game) => game.gameId).join(',');
  useEffect(() => {
    if (draftGameIds !== undefined) {
      savePickerSelection(uuid, draftGameIds ? draftGameIds.split(',').map(Number) : []);
    }
  }, [uuid, draftGameIds]);

  // the rest of the draft too: a stray click outside the panel closes it, and nothing typed is lost
  useEffect(() => {
    if (!draft) return;
    saveProfileDraft(uuid, {
      username: draft.username,
      bio: draft.bio,
      checklist: { ...draft.checklist },
      platforms: { ...draft.platforms },
    });
  }, [uuid, draft]);

  const begin = useCallback(
    (current: ProfileValues) => {
      setBaseline(copy(current));
      setDraft({
        ...withStoredDraft(copy(current), readProfileDraft(uuid)),
        games: withStoredSelection(current, readPickerSelection(uuid)),
      });
      setSave({ kind: 'idle' });
    },
    [uuid],
  );

  const end = useCallback(() => {
    releasePreview();
    setImage(null);
    setDraft(null);
    setBaseline(null);
    clearPickerSelection(uuid);
    clearProfileDraft(uuid);
  }, [releasePreview, uuid]);

  const cancel = useCallback(() => {
    end();
    setSave({ kind: 'idle' });
  }, [end]);

  const chooseImage = useCallback(
    (prepared: PreparedImage | null) => {
      releasePreview();
      if (!prepared) {
        setImage(null);
        return;
      }
      const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(prepared.file) : null;
      previewRef.current = preview;
      setImage({ prepared, preview });
    },
    [releasePreview],
  );

  const update = useCallback((change: (current: ProfileValues) => ProfileValues) => {
    setDraft((current) => (current ? change(current) : current));
  }, []);

  /** What the cache should hold once the server has `now` (shown at once, read again after 2 s). */
  const writeCache = useCallback(
    async (now: ProfileValues, pictureKey: string | null) => {
      const nextProfile: UserProfile = {
        ...profile,
        UserName: now.username,
        ProfilePicLink: pictureKey ?? profile.ProfilePicLink,
        Bio: now.bio,
        GameStyle: now.checklist.gameStyle,
        Streamer: now.checklist.streamer,
        Microphone: now.checklist.microphone,
        FamilyFriendly: now.checklist.familyFriendly,
        Moderator: now.checklist.moderator,
        Discord: now.checklist.discord,
        PCConsole: now.checklist.pcConsole,
      };
      const known = new Map(games.map((game) => [game.Id, game]));
      const nextGames: UserGame[] = now.games.map((entry) => {
        const shown = known.get(entry.gameId) ?? catalogueGame(entry.gameId);
        return {
          Id: entry.gameId,
          Description: shown?.Description ?? '',
          GameImageSrc: shown?.GameImageSrc ?? '',
          Platform: entry.platform,
          SkillLevel: entry.skillLevel,
          Frequency: entry.frequency,
          Rating: entry.rating,
        };
      });
      const nextPlatforms = {
        queryResult: REAL_PLATFORMS.map(
          (id) => ({ PlatformId: id, Active: now.platforms[id] ? 1 : 0 }) as const,
        ),
      };
      const name = now.username;
      await Promise.all([
        mutate(userProfileKey(name, uuid), [nextProfile], { revalidate: false }),
        mutate(userGamesKey(name), nextGames, { revalidate: false }),
        mutate(platformsKey(name), nextPlatforms, { revalidate: false }),
      ]);
      // 000 §9: the profile is read again 2 seconds after a save
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => {
        reloadTimer.current = null;
        for (const key of [
          userProfileKey(name, uuid),
          userGamesKey(name),
          platformsKey(name),
          profileViewsKey(name),
          streakCountKey(name),
          spectateCountKey('spectators', uuid, name),
          spectateCountKey('spectating', uuid, name),
        ]) {
          void mutate(key);
        }
      }, TIMINGS.profileReloadAfterSave);
    },
    [catalogueGame, games, mutate, profile, uuid],
  );

  /** Saves the draft; resolves true when every step succeeded (the edit then ends). */
  const submit = useCallback(async (): Promise<boolean> => {
    if (!draft || !baseline || save.kind === 'saving') return false;
    if (!hasChanges(baseline, draft, image?.prepared ?? null)) {
      // nothing to write: the edit simply ends, without calls or a read-again
      end();
      setSave({ kind: 'idle' });
      return true;
    }
    setSave({ kind: 'saving', progress: null });
    const outcome = await saveProfile({
      uuid,
      baseline,
      draft,
      image: image?.prepared ?? null,
      onImageProgress: (progress) => setSave({ kind: 'saving', progress }),
    });
    await writeCache(outcome.now, outcome.pictureKey);
    // the session's values follow (the keys of the new name are in the cache by now)
    if (outcome.pictureKey) storeOwnAccountValues({ profilePicLink: outcome.pictureKey });
    if (outcome.now.username !== baseline.username) storeOwnAccountValues({ userName: outcome.now.username });
    if (outcome.failures.length === 0) {
      end();
      setSave({ kind: 'idle' });
      return true;
    }
    // the saved parts are the new baseline; the unsaved ones keep what was typed
    setBaseline(copy(outcome.now));
    if (outcome.pictureKey) chooseImage(null);
    if (outcome.revertedUsername !== null) {
      setDraft((current) => (current ? { ...current, username: outcome.now.username } : current));
    }
    setSave({ kind: 'failed', failures: outcome.failures, revertedUsername: outcome.revertedUsername });
    return false;
  }, [baseline, chooseImage, draft, end, image, save.kind, uuid, writeCache]);

  const dismissFailures = useCallback(() => setSave({ kind: 'idle' }), []);

  return {
    editing,
    baseline,
    draft,
    image,
    save,
    begin,
    cancel,
    chooseImage,
    update,
    submit,
    dismissFailures,
  };
}
