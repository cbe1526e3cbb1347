import { whenIdle } from '../../../web/src/lib/idle';

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  jest.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser for an idle callback, with a deadline, and can cancel it', () => {
    const request = jest.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdle = jest.fn();
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancelIdle });
    const task = jest.fn();

    const cancel = whenIdle(task, 1500);

    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a short delay where the browser has no idle callbacks (Safari)', () => {
    jest.useFakeTimers();
    const task = jest.fn();

    whenIdle(task);
    jest.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
