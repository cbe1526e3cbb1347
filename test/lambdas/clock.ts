/**
 * A fixed clock for handler tests that run with the real dependencies: only `Date` is faked, so
 * promises, timers and the SDK mocks behave as usual.
 */
export function useFixedDate(now: Date): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());
}
