/**
 * The people layer covers every route of the manifest whose answer carries a list of people, and every
 * socket handler that pushes people: each one's operation module reaches lambdas/domain/people.ts (the
 * rule: never the viewer, nobody blocked either way, no closed account) or lambdas/domain/views.ts (the
 * one presenter), through its own imports. A new route answering people fails here until it uses them.
 *
 * A list of people: an array in the route's answer whose items name a person (test/support/people-routes.ts).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { serviceOf } from '../../../lib/contract';
import { peopleRoutes, SOCKET_PUSHERS } from '../../support/people-routes';

const ROOT = join(__dirname, '../../..');
const LAYER = [join(ROOT, 'lambdas/domain/people.ts'), join(ROOT, 'lambdas/domain/views.ts')];

/** The files a module reaches through relative imports, itself included. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/from '(\.[^']+)'/g)) {
    const base = resolve(dirname(file), spec!);
    const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    if (target && target.startsWith(join(ROOT, 'lambdas'))) reach(target, seen);
  }
  return seen;
}

/** The notification kinds' modules: each names its list route (`routes: { list: '…' }`). */
const KINDS = join(ROOT, 'lambdas/domain/notifications');

/**
 * The module serving an operation: the one a service's entry imports it from, or, for a notification
 * kind's list (the entry spreads `kindOperations(NOTIFICATION_KINDS, routes)`), services/notifications.ts
 * when a kind module names the route.
 */
function operationFile(service: string, name: string): string {
  const entry = join(ROOT, 'lambdas/services', service, 'index.ts');
  const source = readFileSync(entry, 'utf8');
  const imported = [...source.matchAll(/import \{([^}]+)\} from '(\.[^']+)'/g)].find(([, names]) =>
    names!.split(',').some((part) => part.trim() === name),
  );
  if (imported) return `${resolve(dirname(entry), imported[2]!)}.ts`;
  const kindRoute = readdirSync(KINDS).some((file) =>
    readFileSync(join(KINDS, file), 'utf8').includes(`list: '${name}'`),
  );
  if (kindRoute && source.includes('kindOperations(NOTIFICATION_KINDS, routes)'))
    return join(ROOT, 'lambdas/services/notifications.ts');
  throw new Error(`${service}/index.ts imports no operation ${name}`);
}

describe('the people layer covers every answer and push that carries people', () => {
  it('finds the lists of people in the manifest (the detector sees the known ones)', () => {
    const names = peopleRoutes.map((route) => route.name);
    for (const known of [
      'listSpectators',
      'listPopularUsers',
      'listGameCommunity',
      'searchUsers',
      'searchUsersByName',
      'listChatMessageLikes',
      'listChatNotifications',
      'listBlockedUsers',
      'listChroniclePosts',
      'listSpectateNotifications',
      'listMentionNotifications',
      'listInviteNotifications',
      'getGameChatPage',
    ])
      expect(names).toContain(known);
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(peopleRoutes.map((route) => [route.name, serviceOf(route.path)] as const))(
    '%s (%s) reaches the people layer',
    (name, service) => {
      const reached = reach(operationFile(service, name));
      expect({ name, usesLayer: LAYER.some((file) => reached.has(file)) }).toEqual({ name, usesLayer: true });
    },
  );

  it.each(SOCKET_PUSHERS)('%s reaches the people layer', (file) => {
    const reached = reach(join(ROOT, file));
    expect(LAYER.some((layer) => reached.has(layer))).toBe(true);
  });
});
