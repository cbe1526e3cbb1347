/**
 * Views: how a person is presented, everywhere (the appview's "views": one presenter per shape, fed by
 * the hydrated, rule-checked people of domain/people.ts). A list, a count, a socket frame or a
 * notification that shows a person builds it here, so the picture, the score and the spectate flag of
 * one person read the same in search, every list, the user card and the ring.
 *
 * - `pictureUrl`: the URL of a stored picture key, the default picture (000 §9) when there is none;
 *   `pictureLink`: a picture URL written into an item when it was made (connections, notifications),
 *   the default when it is empty.
 * - `matchItem`: the spec's Match item (000 §3) of a person with the viewer's view of them (score,
 *   SpecUser, newMatchFlag). Lists add their own fields to it (game images, Created, Online).
 * - `cardMatchItem`: a person of a card-carrying list (community, game community, online, search).
 *
 * Pure: no AWS here.
 */
import type { MatchItem } from '../../lib/contract/responses';
import { DEFAULT_PROFILE_PICTURE_KEY } from './media';
import type { MediaUrls } from './present';
import type { CardPerson } from './people';

/** The URL of a person's picture key; the default picture when they have none. */
export function pictureUrl(media: MediaUrls, key: string | null | undefined): string {
  return media.url(key ?? DEFAULT_PROFILE_PICTURE_KEY);
}

/** A picture URL copied into an item when it was written; the default picture when it is empty. */
export function pictureLink(media: MediaUrls, link: string | null | undefined): string {
  return link || media.url(DEFAULT_PROFILE_PICTURE_KEY);
}

/** What a Match item shows of one person, as the viewer sees them. */
export interface MatchView {
  userName: string;
  /** the stored picture key (a profile's `profilePicKey`, a card's `pic`) */
  pic: string | null | undefined;
  /** the viewer's combinedScore with them (people.ts: the one scorer, DEFAULT_MATCH_SCORE without cards) */
  score: number;
  /** whether the viewer spectates them */
  spectated: boolean;
  /** a match made since the viewer's previous sign-in (the match lists only) */
  isNew?: boolean;
}

/** The spec's Match item (000 §3) of one person. */
export function matchItem(person: MatchView, media: MediaUrls): MatchItem {
  return {
    userName: person.userName,
    image: pictureUrl(media, person.pic),
    SpecUser: person.spectated ? 1 : 0,
    newMatchFlag: person.isNew ? 1 : 0,
    combinedScore: person.score,
  };
}

/** A person of a card-carrying list (community lists, game community, online, search). */
export function cardMatchItem(person: CardPerson, media: MediaUrls): MatchItem {
  return matchItem(
    {
      userName: person.card.userName,
      pic: person.card.pic,
      score: person.score,
      spectated: person.spectated,
    },
    media,
  );
}
