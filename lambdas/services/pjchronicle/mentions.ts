/**
 * Mentions in a post or comment (000 §5 "Mentions"; issue 11): the names are checked against real
 * users (one batch of the username items); unknown names, the author, closed accounts and people
 * blocked either way are dropped. Each remaining player gets one chronicle mention notice per post or
 * comment (a conditional put: written once).
 */
import { foldCase } from '../../../lib/contract/user-names';
import { excerptOf } from '../../domain/chronicle';
import type { Deps } from '../../core/deps';
import type { DataNeeds } from '../../data/access';
import type { Profile } from '../../data';

export type MentionData = DataNeeds<'getUuidsByUserNames' | 'getProfiles' | 'putChronicleMention'>;

/** The real, reachable people among `names` (in the order given), each once. */
export async function resolveMentions(
  names: readonly string[],
  author: string,
  hidden: ReadonlySet<string>,
  data: DataNeeds<'getUuidsByUserNames' | 'getProfiles'>,
): Promise<Profile[]> {
  if (names.length === 0) return [];
  const uuids = await data.getUuidsByUserNames(names);
  const wanted = [...new Set(names.map(foldCase))]
    .map((name) => uuids.get(name))
    .filter((uuid): uuid is string => uuid !== undefined && uuid !== author && !hidden.has(uuid));
  if (wanted.length === 0) return [];
  return (await data.getProfiles(wanted)).filter((profile) => profile.active);
}

/** One notice per mentioned player for this post or comment; answers how many were new. */
export async function notifyMentions(
  people: readonly Profile[],
  from: { byUuid: string; postId: string; target: string; text: string },
  deps: Pick<Deps<MentionData>, 'data' | 'clock'>,
): Promise<number> {
  const now = deps.clock.now();
  const results = await Promise.all(
    people.map((person) =>
      deps.data.putChronicleMention({
        uuid: person.uuid,
        postId: from.postId,
        target: from.target,
        byUuid: from.byUuid,
        excerpt: excerptOf(from.text),
        createdAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + 90 * 24 * 3600,
      }),
    ),
  );
  return results.filter(Boolean).length;
}
