/**
 * The view-all modal of a carousel of games (000 §2 "View-all modal: ... All/Matches otherwise"): every
 * game of the carousel (All) or those in which the viewer has matches (Matches), as game tiles. The
 * games come in one answer (no paging), so the list is either empty or ready. A tile's icon opens the
 * game modal above this one; closing it gives focus back to the tile.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../lib/hooks/use-return-focus';
import type { GameTileGame } from '../../state/server/dashboard-games';
import { GameTile } from '../games/GameTile';
import { ListState } from '../ListState';
import { PersonDialog } from '../people/PersonDialog';

export function GamesViewAllDialog({
  title,
  games,
  nameLimit,
  mediaBaseUrl,
  hasNewMatches,
  onClose,
}: {
  title: string;
  games: readonly GameTileGame[];
  nameLimit: number;
  mediaBaseUrl: string;
  hasNewMatches: (game: GameTileGame) => boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useReturnFocus();
  const [selected, setSelected] = useState<'all' | 'matches'>('all');
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const tabs = [
    { id: 'all', label: t('discovery.viewAll.all') },
    { id: 'matches', label: t('discovery.viewAll.matches') },
  ] as const;
  const shown = selected === 'all' ? games : games.filter((game) => (game.matchCount ?? 0) > 0);
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next =
      event.key === 'Home' ? 'all' : event.key === 'End' ? 'matches' : selected === 'all' ? 'matches' : 'all';
    setSelected(next);
    refs.current[next]?.focus();
  };

  return (
    <PersonDialog label={title} closeLabel={t('discovery.viewAll.close', { title })} onClose={onClose}>
      <div className="view-all">
        <h2 className="view-all__title">{title}</h2>
        <div className="view-all__tabs" role="tablist" aria-label={title}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[tab.id] = node;
              }}
              id={`${baseId}-${tab.id}`}
              type="button"
              role="tab"
              className="view-all__tab"
              aria-selected={tab.id === selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={onKey}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-${selected}`}
          className="view-all__panel view-all__list"
        >
          <ListState
            status={shown.length === 0 ? 'empty' : 'ready'}
            labels={{
              loading: t('common.loading'),
              failed: t('common.list.failed'),
              empty: t('discovery.viewAll.noGameMatches'),
            }}
          >
            <ul className="view-all__games" aria-labelledby={`${baseId}-${selected}`}>
              {shown.map((game) => (
                <li key={game.gameId}>
                  <GameTile
                    game={game}
                    nameLimit={nameLimit}
                    mediaBaseUrl={mediaBaseUrl}
                    newMatches={hasNewMatches(game)}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          </ListState>
        </div>
      </div>
    </PersonDialog>
  );
}
