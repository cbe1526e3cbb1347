/**
 * The Profile panel of the side navigation (000 §2, §3, §4, §7): the signed-in user's own profile in
 * view mode, and the editor behind Edit. The caller's uuid comes from the checked session, the
 * username from the session values (001 §3). Loading and failure are shown; the counts load on their
 * own. The spectators and spectating counts open their lists inside the panel, with a back button
 * (000 §2); the profile stays mounted underneath, so an edit in progress is never lost.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../lib/contract/responses';
import type { CatalogueState } from '../../components/games-picker/GamesPicker';
import { PageLoading } from '../../components/PageLoading';
import { SpectateListPage } from '../../components/people/SpectateListPage';
import { mediaUrl } from '../../lib/media';
import { useConfig } from '../../state/config';
import { useGameCatalogue } from '../../state/server/game-catalogue';
import { useOwnUsername } from '../../state/own-name';
import { useSession } from '../../state/session';
import { lookFrom, ProfileEditor } from './ProfileEditor';
import { type SpectateListKind } from './ProfileStats';
import { ProfileView } from './ProfileView';
import { useProfileData, type ProfileData } from './use-profile-data';
import { hasUnsavedEdit, useProfileEditor } from './use-profile-editor';

export function ProfilePanel() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const username = useOwnUsername();
  const data = useProfileData(uuid, username);
  const [openList, setOpenList] = useState<SpectateListKind | null>(null);

  if (username === null) {
    return (
      <p className="field__error" role="alert">
        {t('profilePanel.noUsername')}
      </p>
    );
  }
  if (data.status === 'loading') return <PageLoading label={t('profilePanel.loading')} />;
  if (data.status === 'failed') {
    return (
      <div className="profile-panel__failed" role="alert">
        <p className="field__error">{t('profilePanel.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={data.retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <>
      {openList ? (
        <SpectateListPage
          userName={username}
          kind={openList}
          headingLevel={3}
          onBack={() => setOpenList(null)}
        />
      ) : null}
      <div hidden={openList !== null}>
        <ReadyProfile uuid={uuid} data={data} onOpenSpectateList={setOpenList} />
      </div>
    </>
  );
}

function ReadyProfile({
  uuid,
  data,
  onOpenSpectateList,
}: {
  uuid: string;
  data: Extract<ProfileData, { status: 'ready' }>;
  onOpenSpectateList?: (kind: SpectateListKind) => void;
}) {
  const { t } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const { profile, games, values } = data;
  const editRef = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusEdit, setFocusEdit] = useState(false);

  // the catalogue loads with the editor (the picker and the names of games added there)
  const [catalogueWanted, setCatalogueWanted] = useState(false);
  const catalogueAnswer = useGameCatalogue(catalogueWanted);
  const catalogueById = useMemo(
    () => new Map<number, Game>((catalogueAnswer.data ?? []).map((game) => [game.Id, game])),
    [catalogueAnswer.data],
  );
  const catalogue: CatalogueState = catalogueAnswer.data
    ? { status: 'ready', games: catalogueAnswer.data }
    : catalogueAnswer.error
      ? { status: 'failed', retry: () => void catalogueAnswer.mutate() }
      : { status: 'loading' };

  const catalogueGame = useCallback((gameId: number) => catalogueById.get(gameId), [catalogueById]);
  const editor = useProfileEditor({ uuid, profile, games, catalogueGame });
  const profileGames = useMemo(() => new Map(games.map((game) => [game.Id, game])), [games]);
  const lookOf = (gameId: number) =>
    lookFrom(
      gameId,
      profileGames.get(gameId),
      catalogueById.get(gameId),
      mediaBaseUrl,
      t('profilePanel.games.loadingName'),
    );

  // an edit left unsaved in this tab (panel closed, page reloaded) continues where it was
  const { begin } = editor;
  useEffect(() => {
    if (!hasUnsavedEdit(uuid)) return;
    setCatalogueWanted(true);
    begin(values);
    // once, when the panel opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusEdit || editor.editing) return;
    editRef.current?.focus();
    setFocusEdit(false);
  }, [focusEdit, editor.editing]);

  if (editor.editing && editor.draft && editor.baseline) {
    return (
      <ProfileEditor
        editor={editor}
        baseline={editor.baseline}
        draft={editor.draft}
        pictureSrc={mediaUrl(profile.ProfilePicLink, mediaBaseUrl)}
        catalogue={catalogue}
        mediaBaseUrl={mediaBaseUrl}
        lookOf={lookOf}
        onDone={(saved) => {
          setNotice(saved ? t('profilePanel.saved') : null);
          setFocusEdit(true);
        }}
      />
    );
  }

  return (
    <ProfileView
      uuid={uuid}
      profile={profile}
      games={games}
      values={values}
      mediaBaseUrl={mediaBaseUrl}
      editRef={editRef}
      notice={notice}
      onEdit={() => {
        setNotice(null);
        setCatalogueWanted(true);
        editor.begin(values);
      }}
      onOpenSpectateList={onOpenSpectateList}
    />
  );
}
