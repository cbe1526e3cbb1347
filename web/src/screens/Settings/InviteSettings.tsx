/**
 * Invites (ours, beyond the spec: issue 11): who may invite the player to play (everyone, people they
 * spectate, nobody) and, for each of their games, whether its invites are muted
 * (getInvitePreferences / saveInvitePreferences `{whoMayInvite, mutedGameIds}`). Games muted from a
 * received invite that are not among the player's games are listed too, so they can be unmuted here.
 *
 * Each change is saved at once: it shows at once, says Saving… then Saved, and is put back with a
 * message if the call fails. The section says plainly what the choices do: an invite they refuse or
 * mute simply never arrives, and its sender is not told. Loading and failure (with a retry) are shown.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, listStatusOf } from '../../components/ListState';
import { PageLoading } from '../../components/PageLoading';
import { useGameCatalogue } from '../../state/server/game-catalogue';
import {
  INVITE_POLICY_CHOICES,
  MUTED_GAMES_MAX,
  useInvitePreferences,
  useSaveInvitePreferences,
  withGameMuted,
  type InvitePreferences,
} from '../../state/server/invites';
import { useOwnUsername } from '../../state/own-name';
import { useUserGames } from '../../state/server/user-games';
import { SettingsError } from './SettingsError';

type SaveState = 'saving' | 'saved' | 'failed' | 'full' | null;

export function InviteSettings({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const id = useId();
  const preferences = useInvitePreferences(uuid);
  const save = useSaveInvitePreferences(uuid);
  const [state, setState] = useState<SaveState>(null);

  if (preferences.error) {
    return (
      <SettingsError message={t('settings.invites.loadFailed')} onRetry={() => void preferences.mutate()} />
    );
  }
  const current = preferences.data;
  if (!current) return <PageLoading label={t('settings.invites.loading')} />;

  const apply = async (next: InvitePreferences) => {
    // one save at a time: a change made while one is on its way is not taken (the control shows what is saved)
    if (state === 'saving') return;
    if (next.mutedGameIds.length > MUTED_GAMES_MAX) return setState('full');
    setState('saving');
    setState((await save(next)) ? 'saved' : 'failed');
  };

  return (
    <div className="invite-settings" aria-busy={state === 'saving'}>
      <p className="invite-settings__intro">{t('settings.invites.intro')}</p>
      <fieldset className="field invite-settings__group">
        <legend>{t('settings.invites.whoLegend')}</legend>
        {INVITE_POLICY_CHOICES.map((policy) => (
          <label key={policy} className="checkbox">
            <input
              type="radio"
              name={`${id}-who`}
              value={policy}
              checked={current.whoMayInvite === policy}
              onChange={() => void apply({ ...current, whoMayInvite: policy })}
            />
            {t(`settings.invites.who.${policy}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="field invite-settings__group">
        <legend>{t('settings.invites.gamesLegend')}</legend>
        <p className="field__hint">{t('settings.invites.gamesHint')}</p>
        <MutedGames
          muted={current.mutedGameIds}
          onChange={(gameId, muted) => void apply(withGameMuted(current, gameId, muted))}
        />
      </fieldset>
      <p className="invite-settings__status muted" role="status">
        {state === 'saving' ? t('settings.saving') : state === 'saved' ? t('settings.saved') : null}
      </p>
      <p className="field__error" role="alert">
        {state === 'failed'
          ? t('settings.saveFailed')
          : state === 'full'
            ? t('settings.invites.full', { max: MUTED_GAMES_MAX })
            : null}
      </p>
    </div>
  );
}

/** The player's games with a mute toggle each, then any other muted game (named from the catalogue). */
function MutedGames({
  muted,
  onChange,
}: {
  muted: readonly number[];
  onChange: (gameId: number, muted: boolean) => void;
}) {
  const { t } = useTranslation();
  const ownName = useOwnUsername();
  const games = useUserGames(ownName);
  const mutedSet = new Set(muted);
  const own = games.data ?? [];
  const others = games.data ? muted.filter((gameId) => !own.some((game) => game.Id === gameId)) : [];
  const catalogue = useGameCatalogue(others.length > 0);

  const nameOf = (gameId: number) =>
    catalogue.data?.find((game) => game.Id === gameId)?.Description ??
    t('settings.invites.unknownGame', { id: gameId });
  const rows = [
    ...own.map((game) => ({ gameId: game.Id, name: game.Description })),
    ...others.map((gameId) => ({ gameId, name: nameOf(gameId) })),
  ];
  return (
    <ListState
      status={games.error ? 'failed' : listStatusOf(games.data && rows, undefined)}
      labels={{
        loading: t('settings.invites.gamesLoading'),
        failed: t('settings.invites.gamesFailed'),
        empty: t('settings.invites.noGames'),
      }}
      onRetry={() => void games.mutate()}
    >
      <ul className="invite-settings__games">
        {rows.map(({ gameId, name }) => (
          <li key={gameId}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={mutedSet.has(gameId)}
                onChange={(event) => onChange(gameId, event.currentTarget.checked)}
              />
              {name}
            </label>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
