/**
 * Games: the catalogue, a user's games and their details, the game lists of the dashboard (000 §3
 * "Game", §7). How the shapes are built, and why each is lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { count, onOff, whole } from './fields';

/** A catalogue game (000 §3 "Game"). GameRating here is the content rating (E, T, M...). */
export const game = /* @__PURE__ */ once(() =>
  v.object({
    Id: whole(),
    Description: v.string(),
    GameType: v.string(),
    GameRating: v.string(),
    GameGenre: v.string(),
    GameImageSrc: v.string(),
    GameImageThumbSrc: v.string(),
  }),
);
export type Game = v.InferOutput<ReturnType<typeof game>>;

/** A user's details for one game (000 §3 "User game entry"), in the code tables' numbers. */
export const userGameEntry = /* @__PURE__ */ once(() =>
  v.object({
    Id: whole(),
    Frequency: whole(),
    Platform: whole(),
    SkillLevel: whole(),
    Rating: whole(),
  }),
);

/**
 * One game on a profile with the owner's per-game details (000 §3 "Public game"): the user game entry
 * with the game's name and image. The signed-in profile lists games in the same shape. Beyond the
 * spec's fields, GameImageThumbSrc (as on "Game") gives the square thumbnail lists show games with;
 * a client shows GameImageSrc where it is missing.
 */
export const publicGame = /* @__PURE__ */ once(() =>
  v.object({
    ...userGameEntry().entries,
    Description: v.string(),
    GameImageSrc: v.string(),
    // optional in the type: the server always sends it; client-made entries (an optimistic add) may not
    GameImageThumbSrc: v.optional(v.string()),
  }),
);
export type PublicGame = v.InferOutput<ReturnType<typeof publicGame>>;

/** A game of the caller's dashboard (000 §3 "Selected game"): its match, community and chat counts. */
export const selectedGame = /* @__PURE__ */ once(() =>
  v.object({
    gameId: whole(),
    gameDescription: v.string(),
    image: v.string(),
    imageThumbnail: v.string(),
    matchGameCount: count(),
    commGameCount: count(),
    gameCount: count(),
  }),
);

/** A popular game (000 §3 "Popular game"); selectedGame is 1 when the caller plays it. */
export const popularGame = /* @__PURE__ */ once(() =>
  v.object({
    GameCount: count(),
    matchGameCount: count(),
    GameId: whole(),
    Description: v.string(),
    GameImageSrc: v.string(),
    GameImageThumbSrc: v.string(),
    selectedGame: onOff(),
  }),
);

/** The caller's match count in one of their games (000 §3 "Match counts per game"). */
export const gameMatchCount = /* @__PURE__ */ once(() => v.object({ GameId: whole(), MatchCount: count() }));

/** Whether one of the caller's games is trending (the dashboard's trending flag, 000 §1). */
export const trendingFlag = /* @__PURE__ */ once(() => v.object({ GameId: whole(), Trending: onOff() }));
