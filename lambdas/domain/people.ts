/**
 * The people pipeline: every list of people in PlayJoin (matches, community, spectators, search,
 * likes, conversations, notifications, feed authors, the blocked list) goes through it, so no list
 * forgets a rule.
 *
 *   ids (already ordered by the list: score, recency, name…)
 *     → profiles, in one batch
 *     → rules: never the viewer, never a missing or deactivated account, never anyone blocked
 *       either way (the blocked list alone keeps the people the viewer blocked)
 *     → the viewer's view of each: match score (DEFAULT_MATCH_SCORE where the pair has none) and
 *       whether the viewer spectates them, each in one batch, only when the list shows it
 *     → the list presents each person in its own answer shape.
 *
 * Cost: one BatchGet of the ids, two queries for the viewer's block relations (bounded by the
 * viewer's own blocks, never by the community), and one BatchGet per flag the list asks for. Nothing
 * here grows with the number of players. No AWS here: the data layer's access patterns are passed in.
 */
import { DEFAULT_MATCH_SCORE } from '../../lib/contract/constants';
import type { BlockRelations, Profile } from '../data';

/** The access patterns the pipeline reads; a list passes those it uses (its `data`). */
export interface PeopleSource {
  getProfiles(uuids: readonly string[]): Promise<Profile[]>;
  getBlockRelations?(uuid: string): Promise<BlockRelations>;
  getSpectatedAmong?(spectatorUuid: string, targetUuids: readonly string[]): Promise<string[]>;
  getMatchScores?(viewerUuid: string, uuids: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

export interface PeopleOptions {
  /** who looks: never listed, and the one whose blocks hide people */
  viewer: string;
  /** 'hide' (every list but one) or 'keep' people the viewer blocked (the blocked list) */
  blocked?: 'hide' | 'keep';
  /** add the viewer's match score with each person */
  score?: boolean;
  /** add whether the viewer spectates each person */
  spectating?: boolean;
}

/** One person of a list, with what the viewer sees of them. */
export interface ListedPerson {
  profile: Profile;
  /** the viewer's match score with them (DEFAULT_MATCH_SCORE when the pair has none, or not asked) */
  score: number;
  /** whether the viewer spectates them (false when not asked) */
  spectating: boolean;
}

function required<F>(loader: F | undefined, name: string, option: string): F {
  if (!loader) throw new Error(`people pipeline: '${option}' needs the ${name} access pattern`);
  return loader;
}

/** The people of `ids` the viewer may see, in the order of `ids`, each once, with the viewer's view. */
export async function listPeople(
  ids: readonly string[],
  options: PeopleOptions,
  source: PeopleSource,
): Promise<ListedPerson[]> {
  const { viewer } = options;
  const hideBlocked = (options.blocked ?? 'hide') === 'hide';
  const wanted = [...new Set(ids)].filter((uuid) => uuid !== viewer);
  if (wanted.length === 0) return [];

  const [profiles, relations] = await Promise.all([
    source.getProfiles(wanted),
    hideBlocked
      ? required(source.getBlockRelations, 'getBlockRelations', 'blocked: hide')(viewer)
      : undefined,
  ]);
  const hidden = new Set([...(relations?.blocked ?? []), ...(relations?.blockedBy ?? [])]);
  const byUuid = new Map(profiles.map((profile) => [profile.uuid, profile]));
  const visible = wanted
    .map((uuid) => byUuid.get(uuid))
    .filter(
      (profile): profile is Profile => profile !== undefined && profile.active && !hidden.has(profile.uuid),
    );
  if (visible.length === 0) return [];

  const uuids = visible.map((profile) => profile.uuid);
  const [scores, spectated] = await Promise.all([
    options.score ? required(source.getMatchScores, 'getMatchScores', 'score')(viewer, uuids) : undefined,
    options.spectating
      ? required(source.getSpectatedAmong, 'getSpectatedAmong', 'spectating')(viewer, uuids)
      : undefined,
  ]);
  const spectating = new Set(spectated ?? []);
  return visible.map((profile) => ({
    profile,
    score: scores?.get(profile.uuid) ?? DEFAULT_MATCH_SCORE,
    spectating: spectating.has(profile.uuid),
  }));
}
