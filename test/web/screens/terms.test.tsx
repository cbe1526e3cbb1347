import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { englishI18n, i18nIn, renderAppAt } from '../helpers';

let english: I18n;
let spanish: I18n;

beforeAll(async () => {
  spanish = await i18nIn('es');
  english = await englishI18n();
});

/** The shown document's text, once its language chunk has loaded. */
async function documentText(title: string): Promise<string> {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  return heading.closest('article')!.textContent ?? '';
}

const sectionHeadings = () =>
  within(screen.getByRole('article'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => /^\d+\. /.test(text ?? ''));

describe('legal pages (001 §1, §2)', () => {
  it('/terms shows the terms of use: over 18, 30 days notice, liability capped at 100 USD', async () => {
    await renderAppAt(english, '/terms');

    const text = await documentText('Terms of Use');
    expect(text).toContain('You must be over 18 years old to create an account or use the Service.');
    expect(text).toContain("at least 30 days' notice before a material change takes effect");
    expect(text).toContain(
      'limited to the greater of the amount you paid us for the Service in the twelve months before the claim or 100 USD',
    );
    expect(sectionHeadings()).toHaveLength(11);
    expect(sectionHeadings().slice(0, 2)).toEqual(['1. Accepting these Terms', '2. Who can use PlayJoin']);
    expect(screen.getByText('Last updated: June 1, 2025')).toBeInTheDocument();
    expect(document.title).toBe('Terms of Use · PlayJoin');
  });

  it('has a table of contents linking to each section', async () => {
    await renderAppAt(english, '/terms');
    await documentText('Terms of Use');

    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links[1]).toHaveTextContent('Who can use PlayJoin');
    expect(links[1]).toHaveAttribute('href', '#terms-eligibility');
    expect(document.getElementById('terms-eligibility')).toHaveTextContent('over 18');
  });

  it('/terms/privacy shows the privacy policy: not for under 13s, advertising, third-party sign-in', async () => {
    await renderAppAt(english, '/terms/privacy');

    const text = await documentText('Privacy Policy');
    expect(text).toContain('PlayJoin is not for children under 13.');
    expect(text).toContain('Google, Facebook or Apple');
    const advertising = document.getElementById('privacy-advertising')!;
    expect(within(advertising).getByRole('heading')).toHaveTextContent('Advertising');
    expect(advertising).toHaveTextContent('third-party ad network');
    expect(advertising).toHaveTextContent('Personalised ads');
    expect(advertising).toHaveTextContent('Non-personalised ads');
    expect(advertising).toHaveTextContent('You can opt out of personalised ads at any time');
    expect(advertising).toHaveTextContent('We do not show personalised ads to users under 13.');
    expect(text).toContain('at least 30 days before they take effect');
  });

  it('/terms/guidelines shows the community guidelines', async () => {
    await renderAppAt(english, '/terms/guidelines');

    await documentText('Community Guidelines');
    expect(sectionHeadings()).toHaveLength(8);
    expect(sectionHeadings()[0]).toBe('1. Be respectful');
    expect(document.title).toBe('Community Guidelines · PlayJoin');
  });

  it('moves between the three documents with tabs that mark the current one', async () => {
    const user = userEvent.setup();
    await renderAppAt(english, '/terms');
    await documentText('Terms of Use');
    const tabs = within(screen.getByRole('navigation', { name: 'Legal documents' }));
    expect(tabs.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('aria-current', 'page');

    await user.click(tabs.getByRole('link', { name: 'Privacy Policy' }));

    await documentText('Privacy Policy');
    expect(tabs.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Terms of Use' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('location')).toHaveTextContent('/terms/privacy');
  });

  it('shows the texts in Spanish with the same facts', async () => {
    await renderAppAt(spanish, '/terms');

    const terms = await documentText('Términos de uso');
    expect(terms).toContain('Debes ser mayor de 18 años para crear una cuenta o usar el Servicio.');
    expect(terms).toContain('al menos 30 días de antelación');
    expect(terms).toContain('100 USD');
    expect(screen.getByText('Última actualización: 1 de junio de 2025')).toBeInTheDocument();
    expect(document.title).toBe('Términos de uso · PlayJoin');
  });

  it('shows the Spanish privacy policy: not for under 13s, and no personalised ads for them', async () => {
    await renderAppAt(spanish, '/terms/privacy');

    const privacy = await documentText('Política de privacidad');
    expect(privacy).toContain('PlayJoin no está dirigido a menores de 13 años.');
    expect(privacy).toContain('No mostramos anuncios personalizados a usuarios menores de 13 años.');
  });

  it('follows a change of language', async () => {
    const japanese = await i18nIn('ja');
    await renderAppAt(japanese, '/terms');
    expect(await documentText('利用規約')).toContain('18歳以上');

    await act(async () => {
      await japanese.changeLanguage('ko');
    });

    expect(await documentText('이용약관')).toContain('18세 이상');
    expect(screen.getByRole('navigation', { name: '목차' })).toBeInTheDocument();
  });
});
