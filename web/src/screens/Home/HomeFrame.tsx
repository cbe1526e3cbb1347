import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { MAIN_CONTENT_ID } from '../../components/PublicFrame';
import { SideNav, type SidePanelScreens } from '../../components/SideNav';
import { TopNav } from '../../components/TopNav';
import { GameModalBoundary } from '../../components/GameModalBoundary';
import { UserCardBoundary } from '../../components/people/UserCardBoundary';
import { GameModalProvider, type GameModalComponent } from '../../state/game-modal';
import { useMessagesDot } from '../../state/messages-dot';
import { useNotificationsDot } from '../../state/notifications-dot';
import { UserCardProvider, type UserCardComponent } from '../../state/user-card';

/**
 * The signed-in frame: top navigation, side navigation with its panels, and the page (000 §2). The
 * panels' screens come from the app, since one screen folder never imports another. So does the user
 * card, mounted once here so that any list of people in the frame can open it (state/user-card.tsx),
 * and the game modal, mounted inside it so that any game tile can open it and its lists can open the
 * card (state/game-modal.tsx).
 */
export function HomeFrame({
  panels,
  userCard,
  gameModal,
}: {
  panels: SidePanelScreens;
  userCard: UserCardComponent;
  gameModal: GameModalComponent;
}) {
  return (
    <UserCardProvider render={(props) => <UserCardBoundary card={userCard} {...props} />}>
      <GameModalProvider render={(props) => <GameModalBoundary modal={gameModal} {...props} />}>
        <FrameLayout panels={panels} />
      </GameModalProvider>
    </UserCardProvider>
  );
}

function FrameLayout({ panels }: { panels: SidePanelScreens }) {
  const { t } = useTranslation();
  const notificationsDot = useNotificationsDot();
  const messagesDot = useMessagesDot();
  return (
    <div className="home-frame">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <TopNav />
      <div className="home-frame__body">
        <SideNav screens={panels} dots={{ notifications: notificationsDot, messages: messagesDot }} />
        <main id={MAIN_CONTENT_ID} className="home-main" tabIndex={-1}>
          {/* each page is a chunk of its own: the frame stays while the next one loads */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
