import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { englishI18n, i18nIn, renderAppAt } from '../helpers';

let i18n: I18n;

beforeAll(async () => {
  i18n = await englishI18n();
});

const QUESTIONS = [
  'Is PlayJoin free?',
  'Is there a PlayJoin app?',
  'How does matching work?',
  'How do I stay safe? Can I block someone?',
  'What is spectating?',
  'Which languages does PlayJoin support?',
];

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ page (001 §1, §2)', () => {
  it('shows six questions, all closed, with their answers hidden', async () => {
    await renderAppAt(i18n, '/faq');

    const toggles = within(screen.getByRole('list', { name: 'Frequently asked questions' })).getAllByRole(
      'button',
    );
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(QUESTIONS);
    for (const toggle of toggles) {
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    }
    expect(screen.queryAllByRole('region', { name: /\?$/ })).toEqual([]);
  });

  it('opens and closes a question: aria-expanded follows, and its answer region shows and hides', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/faq');

    await user.click(question('Is PlayJoin free?'));

    expect(question('Is PlayJoin free?')).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Is PlayJoin free?' });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('PlayJoin is free to join and free to use');
    expect(question('Is there a PlayJoin app?')).toHaveAttribute('aria-expanded', 'false');

    await user.click(question('Is PlayJoin free?'));

    expect(question('Is PlayJoin free?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Is PlayJoin free?' })).not.toBeInTheDocument();
  });

  it('toggles with the keyboard', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/faq');

    question('Is there a PlayJoin app?').focus();
    await user.keyboard('{Enter}');
    expect(question('Is there a PlayJoin app?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is there a PlayJoin app?' })).toHaveTextContent(
      'coming soon to the App Store and Google Play',
    );

    await user.keyboard(' ');
    expect(question('Is there a PlayJoin app?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several questions open at once', async () => {
    const user = userEvent.setup();
    await renderAppAt(i18n, '/faq');

    await user.click(question('How does matching work?'));
    await user.click(question('What is spectating?'));

    expect(screen.getByRole('region', { name: 'How does matching work?' })).toHaveTextContent('match score');
    expect(screen.getByRole('region', { name: 'What is spectating?' })).toBeVisible();
  });

  it('has the about-us block with the office pictures and a link to contact support', async () => {
    await renderAppAt(i18n, '/faq');

    const about = within(screen.getByRole('region', { name: 'About us' }));
    const pictures = about.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/images/about/office-lounge.svg',
      '/images/about/office-playroom.svg',
      '/images/about/office-studio.svg',
    ]);
    expect(pictures[0]).toHaveAccessibleName(expect.stringContaining('Illustration of the PlayJoin lounge'));
    expect(about.getByText('The play room')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it('is translated', async () => {
    const korean = await i18nIn('ko');
    const user = userEvent.setup();
    await renderAppAt(korean, '/faq');

    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeInTheDocument();
    await user.click(question('PlayJoin은 무료인가요?'));
    expect(screen.getByRole('region', { name: 'PlayJoin은 무료인가요?' })).toHaveTextContent('무료');
    expect(document.title).toBe('자주 묻는 질문 · PlayJoin');
  });
});
