/**
 * A stand-in for embla-carousel-react in jsdom (no layout, no matchMedia, no IntersectionObserver):
 * a carousel of `FakeEmbla.pages` scroll snaps whose scrollPrev/scrollNext move the selected snap
 * and emit 'select' as embla does. Use it with
 *   jest.mock('embla-carousel-react', () => jest.requireActual('../embla-fake').emblaModule);
 */
import { useCallback, useState } from 'react';

type Listener = () => void;

export class FakeEmbla {
  static pages = 3;
  /** set to make the hook throw, as a broken carousel chunk would */
  static failure: Error | null = null;
  static instances: FakeEmbla[] = [];

  static reset(): void {
    FakeEmbla.pages = 3;
    FakeEmbla.failure = null;
    FakeEmbla.instances = [];
  }

  readonly pages = FakeEmbla.pages;
  selected = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  readonly scrollNext = jest.fn((_jump?: boolean) => this.moveTo(this.selected + 1));
  readonly scrollPrev = jest.fn((_jump?: boolean) => this.moveTo(this.selected - 1));

  scrollSnapList = () => Array.from({ length: this.pages }, (_, index) => index);
  selectedScrollSnap = () => this.selected;
  canScrollPrev = () => this.selected > 0;
  canScrollNext = () => this.selected < this.pages - 1;

  on = (event: string, listener: Listener) => {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  };

  off = (event: string, listener: Listener) => {
    this.listeners.get(event)?.delete(listener);
    return this;
  };

  private moveTo(index: number) {
    this.selected = Math.max(0, Math.min(this.pages - 1, index));
    this.listeners.get('select')?.forEach((listener) => listener());
  }
}

function useFakeEmblaCarousel() {
  if (FakeEmbla.failure) throw FakeEmbla.failure;
  const [embla] = useState(() => {
    const instance = new FakeEmbla();
    FakeEmbla.instances.push(instance);
    return instance;
  });
  const viewportRef = useCallback(() => {}, []);
  return [viewportRef, embla] as const;
}

export const emblaModule = { __esModule: true, default: useFakeEmblaCarousel };
