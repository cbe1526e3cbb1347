/** The label of each real platform flag, as the public checklist names them (000 §2). */
import { Platform } from '../../../../lib/contract/codes';
import type { RealPlatform } from '../../state/server/platforms';

export const PLATFORM_ITEMS = {
  [Platform.PC]: 'profile.checklist.pc',
  [Platform.PlayStation]: 'profile.checklist.playstation',
  [Platform.Xbox]: 'profile.checklist.xbox',
  [Platform.Nintendo]: 'profile.checklist.nintendo',
  [Platform.Mobile]: 'profile.checklist.mobile',
  [Platform.Other]: 'profile.checklist.other',
} as const satisfies Record<RealPlatform, `profile.checklist.${string}`>;
