/**
 * The profile panel in edit mode (000 §4): picture, username and bio (each with its own toggle), the
 * checklist, the platforms and the games with their details; the games picker opens in the panel
 * in place of the form. Save runs the spec's sequence; Cancel restores every previous value.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GamesPicker, type CatalogueState } from '../../components/games-picker/GamesPicker';
import { mediaUrl } from '../../lib/media';
import { NEW_ENTRY_DETAILS } from '../../state/server/game-attributes';
import type { ProfileValues } from '../../state/flows/profile-save';
import { ChecklistEditor, PlatformsEditor } from './ChoiceEditors';
import { GamesEditor, type GameLook } from './GamesEditor';
import { PictureEditor } from './PictureEditor';
import { SaveFailures } from './SaveFailures';
import { BioEditor, UsernameEditor } from './TextEditors';
import type { useProfileEditor } from './use-profile-editor';

type Editor = ReturnType<typeof useProfileEditor>;

export function ProfileEditor({
  editor,
  baseline,
  draft,
  pictureSrc,
  catalogue,
  mediaBaseUrl,
  lookOf,
  onDone,
}: {
  editor: Editor;
  baseline: ProfileValues;
  draft: ProfileValues;
  pictureSrc: string | null;
  catalogue: CatalogueState;
  mediaBaseUrl: string;
  lookOf: (gameId: number) => GameLook;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [usernameOpen, setUsernameOpen] = useState(draft.username !== baseline.username);
  const [bioOpen, setBioOpen] = useState(draft.bio !== baseline.bio);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const pickerSearchRef = useRef<HTMLInputElement>(null);
  const returnToChoose = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const saving = editor.save.kind === 'saving';

  // keyboard and screen-reader users land at the top of the editor when it opens
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (picking) pickerSearchRef.current?.focus();
    else if (returnToChoose.current) {
      returnToChoose.current = false;
      chooseRef.current?.focus();
    }
  }, [picking]);

  const selectedIds = draft.games.map((game) => game.gameId);
  const toggleGame = (gameId: number) =>
    editor.update((current) => ({
      ...current,
      games: current.games.some((game) => game.gameId === gameId)
        ? current.games.filter((game) => game.gameId !== gameId)
        : [...current.games, { gameId, ...NEW_ENTRY_DETAILS }],
    }));

  if (picking) {
    return (
      <section className="profile-picker" aria-labelledby="profile-picker-title">
        <div className="profile-editor__row">
          <h3 id="profile-picker-title" className="profile-editor__title">
            {t('profilePanel.games.pickerTitle')}
          </h3>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => {
              returnToChoose.current = true;
              setPicking(false);
            }}
          >
            {t('profilePanel.games.pickerDone')}
          </button>
        </div>
        <GamesPicker
          catalogue={catalogue}
          selected={selectedIds}
          mediaBaseUrl={mediaBaseUrl}
          onToggle={toggleGame}
          searchRef={pickerSearchRef}
        />
      </section>
    );
  }

  const submit = async () => {
    const saved = await editor.submit();
    if (saved) onDone(true);
  };

  return (
    <form
      className="profile-editor"
      aria-labelledby="profile-editor-title"
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 ref={titleRef} id="profile-editor-title" className="profile-editor__title" tabIndex={-1}>
        {t('profilePanel.editTitle')}
      </h3>
      {editor.save.kind === 'failed' ? (
        <SaveFailures
          failures={editor.save.failures}
          revertedUsername={editor.save.revertedUsername}
          onRestoreUsername={() => {
            const name = editor.save.kind === 'failed' ? editor.save.revertedUsername : null;
            if (name) {
              editor.update((current) => ({ ...current, username: name }));
              setUsernameOpen(true);
            }
          }}
          onDismiss={editor.dismissFailures}
        />
      ) : null}
      <PictureEditor
        currentSrc={pictureSrc}
        chosen={editor.image !== null}
        preview={editor.image?.preview ?? null}
        progress={editor.save.kind === 'saving' ? editor.save.progress : null}
        saving={saving}
        onChoose={editor.chooseImage}
      />
      <UsernameEditor
        current={baseline.username}
        value={draft.username}
        open={usernameOpen}
        onToggle={() => {
          if (usernameOpen) editor.update((current) => ({ ...current, username: baseline.username }));
          setUsernameOpen(!usernameOpen);
        }}
        onChange={(username) => editor.update((current) => ({ ...current, username }))}
      />
      <BioEditor
        current={baseline.bio}
        value={draft.bio}
        open={bioOpen}
        onToggle={() => {
          if (bioOpen) editor.update((current) => ({ ...current, bio: baseline.bio }));
          setBioOpen(!bioOpen);
        }}
        onChange={(bio) => editor.update((current) => ({ ...current, bio }))}
      />
      <ChecklistEditor
        value={draft.checklist}
        onChange={(checklist) => editor.update((current) => ({ ...current, checklist }))}
      />
      <PlatformsEditor
        value={draft.platforms}
        onChange={(platforms) => editor.update((current) => ({ ...current, platforms }))}
      />
      <GamesEditor
        games={draft.games}
        lookOf={lookOf}
        chooseRef={chooseRef}
        onChoose={() => setPicking(true)}
        onChange={(gameId, details) =>
          editor.update((current) => ({
            ...current,
            games: current.games.map((game) => (game.gameId === gameId ? { ...game, ...details } : game)),
          }))
        }
        onRemove={(gameId) =>
          editor.update((current) => ({
            ...current,
            games: current.games.filter((game) => game.gameId !== gameId),
          }))
        }
      />
      <p className="profile-editor__status" role="status">
        {saving ? t('profilePanel.saving') : null}
      </p>
      <div className="profile-editor__actions">
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {saving ? t('profilePanel.saving') : t('profilePanel.save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={saving}
          onClick={() => {
            editor.cancel();
            onDone(false);
          }}
        >
          {t('profilePanel.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A game's name and image from the profile's games or the catalogue. */
export function lookFrom(
  gameId: number,
  fromProfile: { Description: string; GameImageSrc: string; GameImageThumbSrc?: string } | undefined,
  fromCatalogue: { Description: string; GameImageSrc: string; GameImageThumbSrc: string } | undefined,
  mediaBaseUrl: string,
  fallbackName: string,
): GameLook {
  if (fromCatalogue) {
    return {
      name: fromCatalogue.Description,
      image: mediaUrl(fromCatalogue.GameImageThumbSrc || fromCatalogue.GameImageSrc, mediaBaseUrl),
    };
  }
  if (fromProfile)
    return {
      name: fromProfile.Description,
      image: mediaUrl(fromProfile.GameImageThumbSrc || fromProfile.GameImageSrc, mediaBaseUrl),
    };
  return { name: fallbackName, image: null };
}
