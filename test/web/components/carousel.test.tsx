import { act, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useLayoutEffect } from 'react';
import { Carousel, FIRST_SLIDES } from '../../../web/src/components/carousel/Carousel';
import { whenIdle } from '../../../web/src/lib/idle';
import { FakeEmbla } from '../embla-fake';
import { englishI18n, renderWithI18n } from '../helpers';

jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);
jest.mock('../../../web/src/lib/idle', () => ({ whenIdle: jest.fn() }));

let i18n: I18n;
/** The task the carousel handed to whenIdle, and whether it cancelled it. */
let idle: { task: () => void; cancelled: boolean } | null;

beforeAll(async () => {
  i18n = await englishI18n();
});
beforeEach(() => {
  idle = null;
  jest.mocked(whenIdle).mockImplementation((task) => {
    const handle = { task, cancelled: false };
    idle = handle;
    return () => {
      handle.cancelled = true;
    };
  });
});
afterEach(() => {
  FakeEmbla.reset();
  jest.resetAllMocks();
});

const SLIDES = ['Alpha', 'Beta', 'Gamma'].map((name) => ({ key: name, content: <h4>{name}</h4> }));

function renderCarousel() {
  renderWithI18n(i18n, <Carousel title="Top games" slides={SLIDES} />);
  const region = screen.getByRole('region', { name: 'Top games' });
  return {
    region,
    slides: () => within(region).getAllByRole('group'),
    next: () => within(region).queryByRole('button', { name: 'Next: Top games' }),
  };
}

describe('Carousel (001 §9)', () => {
  it('shows its slides at once, and its controls only once the browser is idle', async () => {
    const carousel = renderCarousel();

    expect(carousel.slides().map((slide) => slide.textContent)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(carousel.next()).toBeNull();
    expect(FakeEmbla.instances).toHaveLength(0);
    expect(whenIdle).toHaveBeenCalledTimes(1);

    await act(async () => idle!.task());

    expect(await within(carousel.region).findByRole('button', { name: 'Next: Top games' })).toBeVisible();
    expect(within(carousel.region).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(FakeEmbla.instances).toHaveLength(1);
  });

  it('keeps the slides it rendered when the behaviour starts (nothing re-renders or moves)', async () => {
    const carousel = renderCarousel();
    const before = carousel.slides();

    await act(async () => idle!.task());
    await within(carousel.region).findByRole('button', { name: 'Next: Top games' });

    const after = carousel.slides();
    expect(after).toHaveLength(before.length);
    after.forEach((slide, index) => expect(slide).toBe(before[index]));
  });

  it.each([
    ['points at it', (region: HTMLElement) => fireEvent.pointerEnter(region)],
    ['touches it', (region: HTMLElement) => fireEvent.touchStart(region)],
    ['moves focus into it', (region: HTMLElement) => fireEvent.focus(region)],
  ])('starts at once, without waiting for idle, when the visitor %s', async (_, contact) => {
    const carousel = renderCarousel();

    await act(async () => contact(carousel.region));

    expect(await within(carousel.region).findByRole('button', { name: 'Next: Top games' })).toBeVisible();
    // the idle start is no longer wanted
    expect(idle!.cancelled).toBe(true);
  });

  it('renders its first slides with the answer, and the rest in a deferred render after them', async () => {
    // each slide notes how many slides were on the page when it was committed
    const seen: number[] = [];
    function Tile({ name }: { name: string }) {
      useLayoutEffect(() => {
        seen.push(document.querySelectorAll('[role="group"]').length);
      }, []);
      return <h4>{name}</h4>;
    }
    const many = Array.from({ length: 25 }, (_, index) => ({
      key: String(index),
      content: <Tile name={`Game ${index + 1}`} />,
    }));

    renderWithI18n(i18n, <Carousel title="Top games" slides={many} />);

    const region = screen.getByRole('region', { name: 'Top games' });
    const slides = await within(region).findAllByRole('group');
    expect(slides).toHaveLength(25);
    // two commits: the first slides alone, then all of them
    expect(seen.slice(0, FIRST_SLIDES)).toEqual(Array(FIRST_SLIDES).fill(FIRST_SLIDES));
    expect(seen.slice(FIRST_SLIDES)).toEqual(Array(25 - FIRST_SLIDES).fill(25));
    // every slide is named against the whole carousel, also while the rest are still to come
    expect(slides[0]).toHaveAccessibleName('1 of 25');
    expect(slides[24]).toHaveAccessibleName('25 of 25');
  });
});
