import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { PagedPeopleList } from '../../../web/src/components/people/PagedPeopleList';
import { hasNextPage } from '../../../web/src/state/people-page';
import { ApiError, callApi } from '../../../web/src/lib/api';
import { spectatePageKey } from '../../../web/src/state/server/spectate-lists';
import { USER_UUID } from '../auth-fixtures';
import { englishI18n } from '../helpers';
import { somePeople } from './people-fixtures';

jest.mock('../../../web/src/lib/api', () => jest.requireActual('../module-mocks').mockedApi());
jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const api = jest.mocked(callApi as (name: string, input: unknown) => Promise<unknown>);
type PageInput = { offset: number; limit: number };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

/** The spectators list of NeonFox holding `total` people, answered page by page from `people`. */
function serve(total: number, fail?: (input: PageInput) => boolean) {
  const people = somePeople(total);
  api.mockImplementation(async (_name, input) => {
    const { offset, limit } = input as PageInput;
    if (fail?.(input as PageInput)) throw new ApiError('listSpectators', 500);
    return { matches: people.slice(offset, offset + limit) };
  });
}

const offsetsAsked = () => api.mock.calls.map(([, input]) => (input as PageInput).offset);

function renderList(total: number | undefined, emptyText = 'Nobody spectates NeonFox yet.') {
  const onOpen = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <PagedPeopleList
          label="NeonFox’s spectators"
          total={total}
          pageKeyFor={(offset) => spectatePageKey('spectators', USER_UUID, 'NeonFox', offset)}
          emptyText={emptyText}
          mediaBaseUrl="https://media.test"
          onOpen={onOpen}
        />
      </SWRConfig>
    </I18nextProvider>,
  );
  return { onOpen };
}

/** Puts the list's scroll container `distance` px from its end and fires a scroll. */
function scrollTo(distance: number) {
  const container = document.querySelector<HTMLElement>('.people-list')!;
  Object.defineProperty(container, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(container, 'clientHeight', { configurable: true, value: 400 });
  container.scrollTop = 1600 - distance;
  fireEvent.scroll(container);
}

/** The list's people. */
const rows = () =>
  within(screen.getByRole('list', { name: 'NeonFox’s spectators' })).getAllByRole('listitem');

describe('the paging rule (000 §4 "Lists", §9)', () => {
  it('asks for another page only while the total exceeds 25 and more remain', () => {
    expect(hasNextPage(undefined, 1, 25)).toBe(false);
    expect(hasNextPage(25, 1, 25)).toBe(false);
    expect(hasNextPage(26, 1, 25)).toBe(true);
    expect(hasNextPage(50, 2, 25)).toBe(false);
    expect(hasNextPage(51, 2, 25)).toBe(true);
    // a page shorter than the limit ends the list, whatever the total says (docs/api.md)
    expect(hasNextPage(51, 1, 24)).toBe(false);
    expect(hasNextPage(51, 2, undefined)).toBe(false);
  });

  it('reads page 1 with limit 25 and never a next page when the total is 25 or less', async () => {
    serve(25);
    renderList(25);
    expect(await screen.findByTitle('Player25')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('listSpectators', {
      uuid: USER_UUID,
      username: 'NeonFox',
      limit: 25,
      offset: 0,
    });

    jest.useFakeTimers();
    scrollTo(0);
    act(() => jest.advanceTimersByTime(5000));

    expect(offsetsAsked()).toEqual([0]);
    expect(screen.queryByText('Show more players')).not.toBeInTheDocument();
  });

  it('loads the next page 1 s after the list is scrolled within 5 px of its end', async () => {
    serve(30);
    renderList(30);
    await screen.findByTitle('Player25');
    jest.useFakeTimers();

    scrollTo(6);
    act(() => jest.advanceTimersByTime(2000));
    expect(offsetsAsked()).toEqual([0]);

    scrollTo(5);
    act(() => jest.advanceTimersByTime(999));
    expect(offsetsAsked()).toEqual([0]);
    scrollTo(3); // more scrolling while waiting does not ask twice
    act(() => jest.advanceTimersByTime(1));
    expect(offsetsAsked()).toEqual([0, 25]);
    jest.useRealTimers();

    expect(await screen.findByTitle('Player30')).toBeInTheDocument();
    expect(rows()).toHaveLength(30);
    // all 30 read: nothing more to ask for
    scrollTo(0);
    expect(screen.queryByText('Show more players')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(offsetsAsked()).toEqual([0, 25]);
  });

  it('offers a button for keyboards and short lists that loads the next page at once', async () => {
    serve(60);
    renderList(60);
    await screen.findByTitle('Player25');

    fireEvent.click(screen.getByText('Show more players'));
    expect(await screen.findByTitle('Player50')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Show more players'));
    expect(await screen.findByTitle('Player60')).toBeInTheDocument();

    expect(offsetsAsked()).toEqual([0, 25, 50]);
    expect(screen.queryByText('Show more players')).not.toBeInTheDocument();
  });

  it('opens the person a row shows', async () => {
    serve(3);
    const { onOpen } = renderList(3);
    fireEvent.click(await screen.findByTitle('Player02'));
    expect(onOpen).toHaveBeenCalledWith('Player02');
  });
});

describe('list states', () => {
  it('shows loading, then the people', async () => {
    serve(2);
    renderList(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading players…');
    expect(await screen.findByTitle('Player02')).toBeInTheDocument();
    expect(screen.queryByText('Loading players…')).not.toBeInTheDocument();
  });

  it('shows the empty text when nobody is in the list', async () => {
    serve(0);
    renderList(0);
    expect(await screen.findByText('Nobody spectates NeonFox yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the list failed and reads it again on Try again', async () => {
    let failing = true;
    serve(2, () => failing);
    renderList(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Player02')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the people shown when a later page fails, and retries that page alone', async () => {
    let failing = true;
    serve(40, ({ offset }) => offset === 25 && failing);
    renderList(40);
    await screen.findByTitle('Player25');

    fireEvent.click(screen.getByText('Show more players'));
    expect(await screen.findByRole('alert')).toHaveTextContent('More players could not be loaded.');
    expect(rows()).toHaveLength(25); // the 25 people; the failed page says so under them

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Player40')).toBeInTheDocument();
    expect(rows()).toHaveLength(40);
    expect(offsetsAsked().filter((offset) => offset === 0)).toHaveLength(1);
  });
});
