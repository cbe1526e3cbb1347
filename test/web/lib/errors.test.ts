import { ERROR_TRACE_SAMPLE_RATE } from '../../../lib/contract/constants';
import { configureSampling, report, setErrorSink } from '../../../web/src/lib/errors';

const sink = jest.fn();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  setErrorSink(sink);
});
afterEach(() => {
  setErrorSink(null);
  configureSampling({ rate: ERROR_TRACE_SAMPLE_RATE, random: Math.random });
  jest.restoreAllMocks();
  sink.mockReset();
});

describe('report', () => {
  it('forwards every trace to the sink at the contract rate of 1', () => {
    const error = new Error('boom');

    report(error, { where: 'test', key: 'k' });

    expect(ERROR_TRACE_SAMPLE_RATE).toBe(1);
    expect(sink).toHaveBeenCalledWith(error, { where: 'test', key: 'k' });
  });

  it('logs to the console in development', () => {
    report('failure', { where: 'test' });

    expect(consoleError).toHaveBeenCalledWith('[playjoin] test', 'failure', { where: 'test' });
  });

  it('samples: a trace above the rate is not forwarded', () => {
    configureSampling({ rate: 0.25, random: () => 0.5 });
    report('dropped', { where: 'test' });
    configureSampling({ random: () => 0.1 });
    report('kept', { where: 'test' });

    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith('kept', { where: 'test' });
  });

  it('survives a sink that throws', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    sink.mockImplementation(() => {
      throw new Error('sink down');
    });

    expect(() => report('x', { where: 'test' })).not.toThrow();
  });
});
