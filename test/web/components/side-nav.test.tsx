import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { openSidePanel, SIDE_PANELS, SideNav } from '../../../web/src/components/SideNav';
import { englishI18n, renderWithI18n, sidePanelScreens } from '../helpers';

let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});

/** Each panel's screen: a line that names it. */
const SCREENS = sidePanelScreens(
  Object.fromEntries(SIDE_PANELS.map((panel) => [panel, <p key={panel}>{`The ${panel} screen`}</p>])),
);

function renderSideNav() {
  renderWithI18n(
    i18n,
    <div>
      <SideNav screens={SCREENS} />
      <p>Outside the navigation</p>
    </div>,
  );
  const nav = screen.getByRole('navigation', { name: 'Tools' });
  return { button: (name: string) => within(nav).getByRole('button', { name }) };
}

/** The panels currently shown. */
const openPanels = () =>
  screen.queryAllByRole('region').map((panel) => panel.getAttribute('aria-labelledby'));

describe('side navigation (000 §2)', () => {
  it('starts with every panel closed', () => {
    const { button } = renderSideNav();

    expect(openPanels()).toEqual([]);
    for (const name of ['Spectating', 'Notifications', 'Messages', 'Search', 'Settings', 'Profile']) {
      expect(button(name)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens the panel a page asks for (the dashboard’s add-games nudge opens Profile), and ignores unknown ones', () => {
    const { button } = renderSideNav();

    act(() => openSidePanel('profile'));

    expect(button('Profile')).toHaveAttribute('aria-expanded', 'true');
    expect(openPanels()).toEqual(['side-panel-profile-title']);
    act(() => {
      window.dispatchEvent(new CustomEvent('pj:open-side-panel', { detail: 'nowhere' }));
    });
    expect(openPanels()).toEqual(['side-panel-profile-title']);
  });

  it('opening one panel closes the others', async () => {
    const user = userEvent.setup();
    const { button } = renderSideNav();

    await user.click(button('Spectating'));
    expect(button('Spectating')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Spectating' })).toHaveTextContent('The spectating screen');

    await user.click(button('Messages'));

    expect(button('Spectating')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Messages')).toHaveAttribute('aria-expanded', 'true');
    expect(openPanels()).toEqual(['side-panel-messages-title']);
    expect(button('Messages')).toHaveAttribute('aria-controls', 'side-panel-messages');
  });

  it('a second click on the same button closes its panel', async () => {
    const user = userEvent.setup();
    const { button } = renderSideNav();

    await user.click(button('Search'));
    await user.click(button('Search'));

    expect(button('Search')).toHaveAttribute('aria-expanded', 'false');
    expect(openPanels()).toEqual([]);
  });

  it('a click outside closes all panels', async () => {
    const user = userEvent.setup();
    const { button } = renderSideNav();
    await user.click(button('Notifications'));

    await user.click(screen.getByText('Outside the navigation'));

    expect(button('Notifications')).toHaveAttribute('aria-expanded', 'false');
    expect(openPanels()).toEqual([]);
  });

  it('a click inside the open panel keeps it open', async () => {
    const user = userEvent.setup();
    const { button } = renderSideNav();
    await user.click(button('Search'));

    await user.click(screen.getByText('The search screen'));

    expect(openPanels()).toEqual(['side-panel-search-title']);
  });

  it('works from the keyboard: Enter opens and focuses the panel, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    const { button } = renderSideNav();

    await user.tab();
    expect(button('Spectating')).toHaveFocus();
    await user.tab();
    expect(button('Notifications')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(button('Notifications')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(openPanels()).toEqual([]);
    expect(button('Notifications')).toHaveFocus();
  });

  it('the close button closes the panel', async () => {
    const user = userEvent.setup();
    const { button } = renderSideNav();
    await user.click(button('Profile'));

    await user.click(screen.getByRole('button', { name: 'Close Profile' }));

    expect(openPanels()).toEqual([]);
    expect(button('Profile')).toHaveFocus();
  });
});

describe('the Notifications dot (000 §2: unread game chat or unread general notifications)', () => {
  it('shows a dot on a button the frame marks unread, and says so in its name', () => {
    renderWithI18n(i18n, <SideNav screens={SCREENS} dots={{ notifications: true }} />);

    const button = screen.getByRole('button', { name: 'Notifications (unread)' });
    expect(button.querySelector('.side-nav__dot')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Messages' }).querySelector('.side-nav__dot')).toBeNull();
  });
});
