import '../env';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routeKey, routes, serviceOf, type RouteDefinition } from '../../../lib/contract';

type Operations = Record<string, (context: unknown) => Promise<unknown>>;

const services = [...new Set(routes.map((route) => serviceOf(route.path)))];
const entryOf = (service: string) => join(__dirname, '../../../lambdas/services', service, 'index.ts');

/** Loads a service entry with createService replaced, and answers what it was called with. */
async function captureService(
  service: string,
): Promise<{ name: string; served: readonly RouteDefinition[]; operations: Operations }> {
  let captured: { name: string; served: readonly RouteDefinition[]; operations: Operations } | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../../../lambdas/http/service', () => ({
      ...jest.requireActual('../../../lambdas/http/service'),
      createService: (served: readonly RouteDefinition[], operations: Operations) => {
        captured = { name: serviceOf(served[0]!.path), served, operations };
        return async () => ({ statusCode: 200, body: '' });
      },
    }));
    await import(entryOf(service));
  });
  jest.dontMock('../../../lambdas/http/service');
  if (!captured) throw new Error(`${service} did not call createService`);
  return captured;
}

describe('service entries', () => {
  it('has one entry file per manifest service', () => {
    expect(services).toHaveLength(32);
    expect(services.filter((service) => !existsSync(entryOf(service)))).toEqual([]);
  });

  it.each(services)('%s exports a handler built from exactly its routes', async (service) => {
    const captured = await captureService(service);
    let real: { handler?: unknown } = {};
    await jest.isolateModulesAsync(async () => {
      real = await import(entryOf(service));
    });

    const own = routes.filter((route) => serviceOf(route.path) === service);
    const expected = own.map((route) => route.name);
    expect(captured.name).toBe(service);
    expect(captured.served.map(routeKey)).toEqual(own.map(routeKey));
    expect(Object.keys(captured.operations).sort()).toEqual([...expected].sort());
    expect(typeof real.handler).toBe('function');
  });
});
