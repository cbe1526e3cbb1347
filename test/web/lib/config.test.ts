import { report } from '../../../web/src/lib/errors';
import type * as ConfigModule from '../../../web/src/lib/config';
import { EARLY_CONFIG_GLOBAL } from '../../../lib/contract/web-config';
import { TEST_CONFIG } from '../fixtures';

jest.mock('../../../web/src/lib/errors', () => ({ report: jest.fn() }));

const fetchMock = jest.fn();

/** config.ts caches the config per module instance: each test gets a fresh one. */
function freshConfig(): typeof ConfigModule {
  let module: typeof ConfigModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual('../../../web/src/lib/config');
  });
  return module!;
}

const answer = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.resetAllMocks();
});

describe('loadConfig', () => {
  it('takes the route preload’s early fetch instead of fetching, once: a retry fetches anew', async () => {
    const holder = window as unknown as Record<string, unknown>;
    holder[EARLY_CONFIG_GLOBAL] = Promise.resolve(answer(503, {}));
    const { loadConfig, ConfigError } = freshConfig();

    await expect(loadConfig()).rejects.toBeInstanceOf(ConfigError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder[EARLY_CONFIG_GLOBAL]).toBeUndefined();

    fetchMock.mockResolvedValueOnce(answer(200, TEST_CONFIG));
    await expect(loadConfig()).resolves.toEqual(TEST_CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches /config.json once and shares the validated config', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...TEST_CONFIG, apiUrl: 'https://api.test/prod/' }));
    const { loadConfig } = freshConfig();

    const [first, second] = await Promise.all([loadConfig(), loadConfig()]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', {
      headers: { accept: 'application/json' },
      cache: 'no-cache',
    });
    expect(first).toEqual({ ...TEST_CONFIG, apiUrl: 'https://api.test/prod' });
    expect(second).toBe(first);
  });

  it('rejects a config that does not match the contract, reports it and tries again next time', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { ...TEST_CONFIG, apiUrl: 'not a url', publicApiKey: '' }));
    const { loadConfig, ConfigError } = freshConfig();

    const failure = await loadConfig().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toContain('apiUrl, publicApiKey');
    expect(report).toHaveBeenCalledWith(failure, { where: 'config' });

    fetchMock.mockResolvedValueOnce(answer(200, TEST_CONFIG));
    await expect(loadConfig()).resolves.toEqual(TEST_CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects a missing config', async () => {
    fetchMock.mockResolvedValue(answer(404, {}));

    await expect(freshConfig().loadConfig()).rejects.toThrow('/config.json answered 404');
  });
});
