/**
 * The screens that fill the side navigation's panels (000 §2). The app composes them because the
 * navigation is a component and the frame a screen, and neither may import another screen. A panel
 * missing here says it is on its way; the spectating, notifications, messages, search and profile
 * screens join as their issues land.
 */
import type { SidePanelScreens } from '../components/SideNav';
import { LazyProfilePanel, LazySettingsPanel } from './lazy';

export const SIDE_PANEL_SCREENS: SidePanelScreens = {
  settings: <LazySettingsPanel />,
  profile: <LazyProfilePanel />,
};
