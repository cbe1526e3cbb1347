import { defineLazy, once } from '../../../lib/contract/lazy';
import { routeNamed, routes } from '../../../lib/contract/manifest';
import { sockets } from '../../../lib/contract/sockets';
import * as rules from '../../../lib/contract/rules';

describe('once', () => {
  it('builds on the first call only and returns the same value afterwards', () => {
    const build = jest.fn(() => ({ built: true }));
    const value = once(build);

    expect(build).not.toHaveBeenCalled();
    const first = value();
    const second = value();

    expect(build).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('keeps a falsy value instead of building again', () => {
    const build = jest.fn(() => undefined);
    const value = once(build);

    value();
    value();

    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('defineLazy', () => {
  it('defines an enumerable getter that builds once, on first read', () => {
    const target: Record<string, unknown> = {};
    const build = jest.fn(() => 42);

    defineLazy(target, 'answer', build);

    expect(build).not.toHaveBeenCalled();
    expect(Object.keys(target)).toEqual(['answer']);
    expect([target.answer, target.answer]).toEqual([42, 42]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('the manifest builds its schemas on first read', () => {
  it('keeps query, body and response as getters that answer the same schema every time', () => {
    for (const route of routes) {
      for (const key of ['query', 'body', 'response'] as const) {
        const descriptor = Object.getOwnPropertyDescriptor(route, key);
        if (!descriptor) continue;
        expect(descriptor.get).toEqual(expect.any(Function));
        expect(route[key as keyof typeof route]).toBe(route[key as keyof typeof route]);
      }
    }
  });

  it('shares one schema per field rule between routes', () => {
    const trending = routeNamed('listTrending').query;
    const matches = routeNamed('countMatches').query;

    expect(trending.entries.uuid).toBe(rules.uuid());
    expect(matches.entries.uuid).toBe(rules.uuid());
  });

  it('keeps socket schemas as getters too, with the action names readable without building them', () => {
    expect(Object.keys(sockets.gameChat.routes)).toEqual(['sendmessage', 'likes']);
    expect(Object.getOwnPropertyDescriptor(sockets.gameChat.routes, 'likes')?.get).toEqual(
      expect.any(Function),
    );
    expect(sockets.gameChat.routes.likes).toBe(sockets.gameChat.routes.likes);
  });
});
