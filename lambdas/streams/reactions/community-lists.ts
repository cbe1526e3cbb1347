/**
 * The community lists kept by the stream (docs/data-model.md "Community lists"; the POPULAR list
 * follows the profile in popular-list.ts):
 *
 * - `newList` — a profile inserted active (signup), or reactivated, while its account is less than
 *   30 days old ⇒ its `NEW` entry ranked by `createdAt`, expiring 30 days after it (TTL; readers also
 *   bound the rank, so an entry DynamoDB has not yet deleted never shows). Deactivation removes the
 *   entries in the deactivate call itself (A9).
 * - `trendingLists` — a user's trend bucket changed (a view or a new spectator, profile-views.ts and
 *   spectate-counters.ts) ⇒ their trend score is summed again over the last 7 days (one consistent
 *   Query of ≤ 7 buckets) and their `TRENDING` entry ranked by it, expiring 7 days after the bucket's
 *   day; while the account is new (the card's `createdAt`), the same on `NEWTRENDING`, expiring at the
 *   earlier of both. A user without a card (deactivated) is taken off both. Absolute state: a
 *   redelivered record writes the same again, no marker.
 * - `listCounts` — a `listEntry` of a counted list inserted ⇒ its list's counter +1; removed (a
 *   deactivation, a user leaving POPULAR, a TTL expiry) ⇒ −1, never below 0. Exactly once per record
 *   (`applyOnce`, marker `STREAM#<eventID>#listcount`): 2 + 2 WCU.
 * - `gameTrends` — a user game inserted into its game's community ⇒ +1 player in the game's trend
 *   bucket of the day it was added (`GAME#<gameId>/TREND#<day>`, 8 days), exactly once (marker
 *   `#gametrend`); then the last 7 buckets are copied onto the catalogue game (`recentJoins`), which
 *   the trending flags (G11) sum from the cached catalogue.
 *
 * List entries are written with `putListEntry` (data/community-lists.ts): rank and index keys only,
 * so the card the card reaction copied onto the entry stays; a new entry starts with the card.
 */
import type { DataNeeds } from '../../data/access';
import {
  countRank,
  gameTrendIncrement,
  listCountChange,
  copyGameRecentJoins,
  deleteListEntry,
  putListEntry,
  sumUserTrend,
} from '../../data/community-lists';
import {
  COUNTED_LISTS,
  ListEntryEntity,
  ProfileEntity,
  TrendBucketEntity,
  UserGameEntity,
  type CountedList,
} from '../../data/entities';
import { TREND_BUCKET_TTL_DAYS, expiresAfterDay, utcDay } from '../../domain/social';
import { TREND_WINDOW_DAYS, isNewUser, newUntil, trendWindow } from '../../domain/community';
import type { Image } from '../change';
import { applyRecordOnce, parseImage } from './profile-counter';
import type { Reaction } from './reaction';
import { applyOnce } from '../../data/stream-events';
import { getCard } from '../../data/cards';

const isActiveProfile = (image: Image | undefined) => ProfileEntity.is(image) && image?.active === true;

export const newList: Reaction<DataNeeds<'putListEntry'>> = {
  name: 'new-list',
  data: { putListEntry },
  async react(change, deps) {
    if (!isActiveProfile(change.after)) return;
    const joined =
      change.eventName === 'INSERT' || (change.before?.active === false && change.eventName === 'MODIFY');
    if (!joined) return;
    const profile = parseImage(ProfileEntity, change.after);
    if (!isNewUser(profile.createdAt, deps.clock.now())) return;
    await deps.data.putListEntry({
      uuid: profile.uuid,
      list: 'NEW',
      rank: profile.createdAt,
      expiresAt: newUntil(profile.createdAt),
    });
  },
};

export const trendingLists: Reaction<
  DataNeeds<'sumUserTrend' | 'getCard' | 'putListEntry' | 'deleteListEntry'>
> = {
  name: 'trending-lists',
  data: { sumUserTrend, getCard, putListEntry, deleteListEntry },
  async react(change, deps) {
    if (change.eventName === 'REMOVE' || !TrendBucketEntity.is(change.after)) return;
    const bucket = parseImage(TrendBucketEntity, change.after);
    const now = deps.clock.now();
    const window = trendWindow(now);
    if (bucket.day < window.from) return;
    const [score, card] = await Promise.all([
      deps.data.sumUserTrend(bucket.uuid, window.from, window.to),
      deps.data.getCard(bucket.uuid),
    ]);
    if (!card || score <= 0) {
      await Promise.all([
        deps.data.deleteListEntry(bucket.uuid, 'TRENDING'),
        deps.data.deleteListEntry(bucket.uuid, 'NEWTRENDING'),
      ]);
      return;
    }
    const rank = countRank(score);
    const trendingUntil = expiresAfterDay(utcDay(now), TREND_WINDOW_DAYS);
    await Promise.all([
      deps.data.putListEntry({ uuid: bucket.uuid, list: 'TRENDING', rank, expiresAt: trendingUntil }),
      isNewUser(card.createdAt, now)
        ? deps.data.putListEntry({
            uuid: bucket.uuid,
            list: 'NEWTRENDING',
            rank,
            expiresAt: Math.min(trendingUntil, newUntil(card.createdAt)),
          })
        : deps.data.deleteListEntry(bucket.uuid, 'NEWTRENDING'),
    ]);
  },
};

const countedList = (image: Image | undefined): CountedList | undefined => {
  if (!ListEntryEntity.is(image)) return undefined;
  const list = image?.list;
  return (COUNTED_LISTS as readonly unknown[]).includes(list) ? (list as CountedList) : undefined;
};

export const listCounts: Reaction<DataNeeds<'applyOnce'>> = {
  name: 'list-counts',
  data: { applyOnce },
  async react(change, deps) {
    const list =
      change.eventName === 'INSERT'
        ? countedList(change.after)
        : change.eventName === 'REMOVE'
          ? countedList(change.before)
          : undefined;
    if (!list) return;
    await applyRecordOnce(
      change,
      'listcount',
      [listCountChange(list, change.eventName === 'INSERT' ? 1 : -1)],
      deps,
    );
  },
};

export const gameTrends: Reaction<DataNeeds<'applyOnce' | 'copyGameRecentJoins'>> = {
  name: 'game-trends',
  data: { applyOnce, copyGameRecentJoins },
  async react(change, deps) {
    const { after } = change;
    if (change.eventName !== 'INSERT' || !UserGameEntity.is(after)) return;
    if (typeof after?.[UserGameEntity.gsi3.pkAttribute] !== 'string') return;
    const game = parseImage(UserGameEntity, after);
    const day = utcDay(game.addedAt);
    await applyRecordOnce(
      change,
      'gametrend',
      [
        gameTrendIncrement({
          gameId: game.gameId,
          day,
          expiresAt: expiresAfterDay(day, TREND_BUCKET_TTL_DAYS),
        }),
      ],
      deps,
    );
    // a retry copies again: the copy is a read of the buckets, never an increment
    const window = trendWindow(deps.clock.now());
    await deps.data.copyGameRecentJoins(game.gameId, window.from, window.to);
  },
};
