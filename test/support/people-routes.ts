/**
 * Which answers carry people, read from the route manifest: the routes whose `response` schema holds
 * an array of items naming a person (PERSON_FIELDS), and the socket handlers that push people. Shared
 * by the static check that each reaches the people layer (test/lambdas/services/people-layer.test.ts)
 * and the twin test that no hidden person shows in any of them (test/integration/hidden-people.test.ts),
 * so a new route answering people is caught by both.
 */
import { routes } from '../../lib/contract';

/** The fields by which an item of an answer names a person. */
export const PERSON_FIELDS = [
  'userName',
  'UserName',
  'userId',
  'profileImage',
  'profileImageUserId1',
  'ProfilePicLink',
  'postAuthor',
  'commentAuthor',
];

/** The socket handlers that push people (game chat users and likes, direct messages). */
export const SOCKET_PUSHERS = ['lambdas/sockets/gamechat.ts', 'lambdas/sockets/messages.ts'];

interface SchemaNode {
  type?: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: SchemaNode[] | unknown[];
}

/** Whether a valibot schema holds an array whose items are objects naming a person. */
export function carriesPeople(node: SchemaNode | undefined, inArray = false): boolean {
  if (!node || typeof node !== 'object') return false;
  if (node.entries) {
    if (inArray && PERSON_FIELDS.some((field) => field in node.entries!)) return true;
    return Object.values(node.entries).some((entry) => carriesPeople(entry, inArray));
  }
  if (node.item) return carriesPeople(node.item, true);
  if (node.wrapped) return carriesPeople(node.wrapped, inArray);
  if (Array.isArray(node.options))
    return node.options.some((option) => carriesPeople(option as SchemaNode, inArray));
  return false;
}

/** The routes of the manifest whose answers carry a list of people. */
export const peopleRoutes = routes.filter((route) => carriesPeople(route.response as unknown as SchemaNode));
