/** The General tab's items as the contract answers them (lib/contract/responses/notifications.ts). */
import type * as v from 'valibot';
import type { generalNotification, mentionNotification } from '../../../lib/contract/responses';

/** A spectate (type spec) or an invite (type invite), 000 §3 "General notification". */
export type GeneralNotification = v.InferInput<ReturnType<typeof generalNotification>>;
/** A chronicle mention notice (type mention, ours). */
export type MentionNotification = v.InferInput<ReturnType<typeof mentionNotification>>;
/** Anything the General tab lists, by its `type`. */
export type GeneralTabItem = GeneralNotification | MentionNotification;
export type GeneralTabType = GeneralTabItem['type'];
