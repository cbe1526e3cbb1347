import '../env';
import {
  beginInvocation,
  createLogger,
  endInvocation,
  logger,
  type LogSink,
} from '../../../lambdas/core/log';
import { resetConfigCache, type RuntimeConfig } from '../../../lambdas/core/config';

const settings =
  (logLevel: RuntimeConfig['logLevel'] = 'INFO') =>
  (): RuntimeConfig => ({ serviceName: 'pjgame', logLevel });

function capture(logLevel?: RuntimeConfig['logLevel']) {
  const lines: [string, Record<string, unknown>][] = [];
  const sink: LogSink = (method, line) => lines.push([method, line]);
  return { lines, log: createLogger(sink, settings(logLevel)) };
}

afterEach(() => endInvocation());

describe('log', () => {
  it('writes one object per call: message, service, cold start and the extra fields', () => {
    const { lines, log } = capture();

    log.info('request refused', { statusCode: 404, type: 'NotFound' });

    expect(lines).toEqual([
      [
        'info',
        {
          message: 'request refused',
          service: 'pjgame',
          coldStart: expect.any(Boolean),
          statusCode: 404,
          type: 'NotFound',
        },
      ],
    ]);
  });

  it('writes an error as plain JSON with its cause, and a string as `extra`', () => {
    const { lines, log } = capture();
    const cause = new Error('socket hang up');
    const failure = new TypeError('send failed', { cause });

    log.error('push failed', failure);
    log.warn('odd frame', 'not JSON');

    expect(lines[0]).toEqual([
      'error',
      expect.objectContaining({
        message: 'push failed',
        error: {
          name: 'TypeError',
          message: 'send failed',
          stack: failure.stack,
          cause: { name: 'Error', message: 'socket hang up', stack: cause.stack },
        },
      }),
    ]);
    expect(lines[1]).toEqual(['warn', expect.objectContaining({ message: 'odd frame', extra: 'not JSON' })]);
  });

  it('drops calls below LOG_LEVEL, as Powertools did (CRITICAL keeps nothing of ours, SILENT nothing at all)', () => {
    const warn = capture('WARN');
    const critical = capture('CRITICAL');

    for (const { log } of [warn, critical]) {
      log.debug('d');
      log.info('i');
      log.warn('w');
      log.error('e');
    }

    expect(warn.lines.map(([method]) => method)).toEqual(['warn', 'error']);
    expect(critical.lines).toEqual([]);
  });

  it('adds the invocation keys until the invocation ends, and marks later invocations warm', () => {
    const { lines, log } = capture();

    beginInvocation({ apiRequestId: 'req-1', route: 'GET pjgame/pjgame', missing: undefined });
    log.info('during');
    endInvocation();
    log.info('after');

    expect(lines[0]![1]).toEqual(
      expect.objectContaining({
        apiRequestId: 'req-1',
        route: 'GET pjgame/pjgame',
        coldStart: expect.any(Boolean),
      }),
    );
    expect(lines[0]![1]).not.toHaveProperty('missing');
    expect(lines[1]![1]).not.toHaveProperty('apiRequestId');
    expect(lines[1]![1]).toHaveProperty('coldStart', false);
  });

  it('reads the settings on each call, not at import (the config group is validated on first use)', () => {
    const read = jest.fn(settings('ERROR'));
    const lines: unknown[] = [];
    const log = createLogger((_method, line) => lines.push(line), read);

    expect(read).not.toHaveBeenCalled();
    log.info('dropped');
    log.error('kept');

    expect(read).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([expect.objectContaining({ message: 'kept' })]);
  });

  describe('the container logger', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
      resetConfigCache();
      jest.restoreAllMocks();
    });

    it("logs the object itself under Lambda's JSON format, and one JSON text line elsewhere", () => {
      const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
      Object.assign(process.env, { LOG_LEVEL: 'INFO', POWERTOOLS_SERVICE_NAME: 'pjgame' });

      process.env.AWS_LAMBDA_LOG_FORMAT = 'JSON';
      resetConfigCache();
      logger.info('structured', { gameId: 7 });
      delete process.env.AWS_LAMBDA_LOG_FORMAT;
      resetConfigCache();
      logger.info('text', { gameId: 7 });

      expect(info).toHaveBeenCalledTimes(2);
      expect(info.mock.calls[0]![0]).toEqual(
        expect.objectContaining({ message: 'structured', service: 'pjgame', gameId: 7 }),
      );
      expect(JSON.parse(info.mock.calls[1]![0] as string)).toEqual(
        expect.objectContaining({ message: 'text', service: 'pjgame', gameId: 7 }),
      );
    });
  });
});
