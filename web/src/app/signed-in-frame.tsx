/**
 * The signed-in frame as the app composes it (000 §2): the Home screen's frame with the screens that fill
 * the side navigation's panels, the user card and the game modal. The app composes them because the
 * navigation is a component and the frame a screen, and neither may import another screen. This module
 * is a chunk of its own (app/lazy.ts), so the panels', the card's and the modal's lazy declarations stay
 * out of the JS every page loads. A panel missing here says it is on its way.
 */
import { lazy } from 'react';
import type { SidePanelScreens } from '../components/SideNav';
import { HomeFrame } from '../screens/Home';

// The side navigation's panels that own data, each its own chunk, loaded the first time it opens.
const LazySettingsPanel = lazy(() =>
  import('../screens/Settings').then((module) => ({ default: module.SettingsPanel })),
);
const LazyProfilePanel = lazy(() =>
  import('../screens/Profile').then((module) => ({ default: module.ProfilePanel })),
);
const LazySpectatingPanel = lazy(() =>
  import('../screens/Spectating').then((module) => ({ default: module.SpectatingPanel })),
);
const LazySearchPanel = lazy(() =>
  import('../screens/Search').then((module) => ({ default: module.SearchPanel })),
);
const LazyNotificationsPanel = lazy(() =>
  import('../screens/Notifications').then((module) => ({ default: module.NotificationsPanel })),
);
const LazyMessagesPanel = lazy(() =>
  import('../screens/Messages').then((module) => ({ default: module.MessagesPanel })),
);

// The user card (its dialog and screen), one chunk loaded the first time a card opens.
const LazyUserCard = lazy(() =>
  import('./UserCardHost').then((module) => ({ default: module.UserCardHost })),
);

// The game modal, one chunk loaded the first time a game tile opens it.
const LazyGameModal = lazy(() =>
  import('../screens/GameModal').then((module) => ({ default: module.GameModal })),
);

const SIDE_PANEL_SCREENS: SidePanelScreens = {
  spectating: <LazySpectatingPanel />,
  notifications: <LazyNotificationsPanel />,
  messages: <LazyMessagesPanel />,
  search: <LazySearchPanel />,
  settings: <LazySettingsPanel />,
  profile: <LazyProfilePanel />,
};

export function SignedInFrame() {
  return <HomeFrame panels={SIDE_PANEL_SCREENS} userCard={LazyUserCard} gameModal={LazyGameModal} />;
}
