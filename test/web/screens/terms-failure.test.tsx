import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { report } from '../../../web/src/lib/errors';
import { englishI18n, renderAppAt } from '../helpers';

jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

// the English legal texts fail to load once (a dropped chunk), then load
let mockFailuresLeft = 1;
jest.mock('../../../web/src/locale/legal/en.json', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('chunk failed to load');
  }
  return jest.requireActual('../../../web/src/locale/legal/en.json');
});

describe('legal pages when the texts cannot be loaded', () => {
  it('shows an error with Try again, reports it, and recovers on retry', async () => {
    const user = userEvent.setup();
    await renderAppAt(await englishI18n(), '/terms/privacy');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This document could not be loaded.');
    expect(report).toHaveBeenCalledWith(expect.any(Error), { where: 'legal', language: 'en' });
    expect(document.title).toBe('Privacy Policy · PlayJoin');

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
