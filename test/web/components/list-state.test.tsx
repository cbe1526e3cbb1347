import { fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ListState, listStateOf, type ListStateKind } from '../../../web/src/components/ListState';
import { englishI18n, renderWithI18n } from '../helpers';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
});

const LABELS = {
  loading: 'Loading conversations',
  failed: 'Conversations could not load.',
  empty: 'No conversations yet',
  emptyHint: 'Say hi from a profile.',
};

function renderState(state: ListStateKind, onRetry = jest.fn()) {
  const view = renderWithI18n(
    i18n,
    <ListState
      state={state}
      block="messages-list"
      row={{ className: 'conversation-row', lines: 2 }}
      labels={LABELS}
      onRetry={onRetry}
    />,
  );
  return { ...view, onRetry };
}

describe('listStateOf', () => {
  it('is loading until rows come, failed when they failed, empty without rows, null with rows', () => {
    expect(listStateOf(undefined, undefined)).toBe('loading');
    expect(listStateOf(undefined, new Error('offline'))).toBe('failed');
    expect(listStateOf([], undefined)).toBe('empty');
    expect(listStateOf([{ id: 1 }], new Error('a later page failed'))).toBeNull();
  });
});

describe('ListState', () => {
  it('loading: three skeleton rows in a region that announces its label', () => {
    const { container } = renderState('loading');

    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(LABELS.loading);
    expect(region).toHaveClass('messages-list', 'messages-list--loading');
    expect(container.querySelectorAll('.conversation-row--skeleton')).toHaveLength(3);
  });

  it('failed: says so as an alert, and Try again retries', () => {
    const { onRetry } = renderState('failed');

    expect(screen.getByRole('alert')).toHaveTextContent(LABELS.failed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: the empty text and its hint, no alert', () => {
    renderState('empty');

    expect(screen.getByText(LABELS.empty)).toHaveClass('messages-list__empty-title');
    expect(screen.getByText(LABELS.emptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
