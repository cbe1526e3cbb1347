/**
 * The rule of a chat notification's faces (docs/data-model.md N2–N3), one place for the list and its
 * unread count: the faces are the item's two latest actors less the people the viewer's audience
 * hides (blocked either way, closed: the audience knows the closed faces through `withClosedAmong`),
 * each once; an item with no face left, or whose counts all fell to 0, is not shown and not counted.
 * Pure: no AWS here.
 */
import type { ChatNotification } from '../data';
import type { Audience } from './audience';

type Actor = NonNullable<ChatNotification['actor1']>;

/** Every face a page of notifications names (what `withClosedAmong` reads the closed flags of). */
export const faceUuids = (items: readonly ChatNotification[]): string[] =>
  items.flatMap((item) => [item.actor1?.uuid, item.actor2?.uuid].filter((uuid): uuid is string => !!uuid));

/** The faces of an item the viewer may see, each once, newest first; [] when it is not shown. */
export function shownFaces(item: ChatNotification, audience: Audience): Actor[] {
  if (item.likedCount + item.respondedCount + item.taggedCount === 0) return [];
  const faces = [item.actor1, item.actor2].filter(
    (actor): actor is Actor => actor !== null && actor !== undefined && !audience.hides(actor.uuid),
  );
  return faces.filter((actor, index) => faces.findIndex((other) => other.uuid === actor.uuid) === index);
}
