/**
 * Direct messages (000 §4 "Messages", §7 pjusermessages). How the shapes are built, and why each is
 * lazy and pure: index.ts.
 */
import * as v from 'valibot';
import { once } from '../lazy';
import { firstItemCount, onOff, timestamp } from './fields';

/**
 * A direct message (000 §3 "Message history item"): CurrentUser wrote it to MessagedUser,
 * ProfilePicLink is the author's picture, ReadMessage 1 once the recipient read it.
 */
export const directMessage = /* @__PURE__ */ once(() =>
  v.object({
    Id: v.string(),
    Created: timestamp(),
    Message: v.string(),
    ReadMessage: onOff(),
    CurrentUser: v.string(),
    MessagedUser: v.string(),
    ProfilePicLink: v.string(),
    MessageType: v.string(),
  }),
);
/** Unread direct messages (000 §7: "a first item userMessageCount"). */
export const unreadMessageCount = /* @__PURE__ */ once(() => firstItemCount('userMessageCount'));
/** The answer of marking a message read (000 §7: 'Successful Update', a JSON string). */
export const messageMarkedRead = /* @__PURE__ */ once(() => v.literal('Successful Update'));
