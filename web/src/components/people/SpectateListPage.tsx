/**
 * A user's spectators or the users they spectate, as a page inside a profile with a back button
 * (000 §2 "Spectators and spectating lists inside the profile, with a back button"): read in pages
 * of 25 with the spec's scroll rule, the count call giving the total (000 §7). Each person opens
 * their user card. Used inside the user card and inside the own profile panel.
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../state/config';
import { useSession } from '../../state/session';
import { spectatePageKey, useSpectateCount, type SpectateListKind } from '../../state/server/spectate-lists';
import { useUserCard } from '../../state/user-card';
import { PagedPeopleList } from './PagedPeopleList';

export function SpectateListPage({
  userName,
  kind,
  onBack,
  headingLevel = 2,
}: {
  userName: string;
  kind: SpectateListKind;
  onBack: () => void;
  /** the title's level in the surrounding outline */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const { mediaBaseUrl } = useConfig();
  const userCard = useUserCard();
  const { count } = useSpectateCount(kind, uuid, userName);
  const titleId = useId();
  const backRef = useRef<HTMLButtonElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title =
    kind === 'spectators'
      ? t('people.spectateList.spectatorsTitle', { username: userName })
      : t('people.spectateList.spectatingTitle', { username: userName });

  // keyboard and screen reader users land on the page they opened
  useEffect(() => {
    backRef.current?.focus();
  }, []);

  const pageKeyFor = useCallback(
    (offset: number) => spectatePageKey(kind, uuid, userName, offset),
    [kind, uuid, userName],
  );

  return (
    <section className="spectate-list" aria-labelledby={titleId}>
      <div className="spectate-list__header">
        <button
          ref={backRef}
          type="button"
          className="button button--secondary button--small spectate-list__back"
          onClick={onBack}
        >
          <span aria-hidden="true">←</span> {t('people.spectateList.back')}
        </button>
        <Heading id={titleId} className="spectate-list__title">
          {title}
        </Heading>
      </div>
      <PagedPeopleList
        key={`${kind}:${userName}`}
        label={title}
        total={count}
        pageKeyFor={pageKeyFor}
        emptyText={
          kind === 'spectators'
            ? t('people.spectateList.emptySpectators', { username: userName })
            : t('people.spectateList.emptySpectating', { username: userName })
        }
        mediaBaseUrl={mediaBaseUrl}
        onOpen={userCard.open}
      />
    </section>
  );
}
