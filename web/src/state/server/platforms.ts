/**
 * A user's platform flags (000 §3 "Platform flags per user": PlatformId with Active 1 when active;
 * §7 platform/get and platform/post). Only the real platforms (PC, PlayStation, Xbox, Nintendo,
 * Mobile, Other) are flags; 1 "no answer" is a per-game value, never a flag.
 */
import { REAL_PLATFORMS, type PlatformId } from '../../../../lib/contract/codes';
import type { AnswerOf } from '../../../../lib/contract/manifest';
import { callApi } from '../../lib/api';
import { apiKey } from '../swr-config';
import { useApi } from '../use-api';

export type RealPlatform = (typeof REAL_PLATFORMS)[number];
export type PlatformFlags = Record<RealPlatform, boolean>;

export const platformsKey = (username: string) => apiKey('getPlatforms', { username });

export function usePlatforms(username: string | null) {
  return useApi('getPlatforms', username === null ? null : { username });
}

/** The flags of an answer; a platform the answer leaves out is off. */
export function platformFlagsOf(answer: AnswerOf<'getPlatforms'> | undefined): PlatformFlags {
  const active = new Set(
    (answer?.queryResult ?? []).filter((flag) => flag.Active === 1).map((flag) => flag.PlatformId),
  );
  return Object.fromEntries(REAL_PLATFORMS.map((id) => [id, active.has(id)])) as PlatformFlags;
}

/** The platforms whose flag differs between two sets of flags, in display order. */
export function changedPlatforms(before: PlatformFlags, after: PlatformFlags): RealPlatform[] {
  return REAL_PLATFORMS.filter((id) => before[id] !== after[id]);
}

/** Turns one platform on or off (000 §7 platform/post {uuid, platform, active}). */
export function setPlatform(uuid: string, platform: PlatformId, active: boolean) {
  return callApi('setPlatform', { uuid, platform, active: active ? 1 : 0 });
}
