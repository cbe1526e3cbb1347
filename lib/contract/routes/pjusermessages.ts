/** The routes of the pjusermessages service (its Lambda): declared here, listed in the manifest (../manifest.ts). */
import * as v from 'valibot';
import { route, uuidQuery, CALLER_UUID } from './shared';
import * as r from '../responses';
import * as f from '../rules';
import { PAGE_SIZES } from '../constants';

export const getMessageHistory = route({
  name: 'getMessageHistory',
  method: 'GET',
  path: 'pjusermessages/pjmessages/getmessagehistory',
  auth: 'cognito',
  query: () =>
    v.object({
      uuid: f.uuid(),
      username: f.username(),
      /** beyond the spec: a long conversation is read by pages, newest first */
      limit: v.optional(
        v.pipe(f.integer(), v.minValue(1), v.maxValue(PAGE_SIZES.max)),
        PAGE_SIZES.directMessages,
      ),
      /** the page of messages older than this id (the oldest id of the page before) */
      before: v.optional(v.pipe(v.string(), v.regex(/^\d{13,16}$/))),
    }),
  response: () => v.array(r.directMessage()),
  caller: CALLER_UUID,
  source: '000',
  summary:
    'The conversation between the caller and the named user, oldest first: its latest `limit` messages (50), or those before `before`.',
});

export const getMessageSummary = route({
  name: 'getMessageSummary',
  method: 'GET',
  path: 'pjusermessages/pjmessages/getsummary',
  auth: 'cognito',
  query: uuidQuery,
  response: () => v.array(r.directMessage()),
  caller: CALLER_UUID,
  source: '000',
  summary: "The caller's conversation list.",
});

export const countUnreadMessages = route({
  name: 'countUnreadMessages',
  method: 'GET',
  path: 'pjusermessages/pjmessages/unreadcount',
  auth: 'cognito',
  query: uuidQuery,
  response: () => r.unreadMessageCount(),
  caller: CALLER_UUID,
  source: '000',
  summary: 'Unread direct messages (first item userMessageCount).',
});

export const markMessageRead = route({
  name: 'markMessageRead',
  method: 'POST',
  path: 'pjusermessages/pjmessages/update/readmessagebyid',
  auth: 'cognito',
  body: () =>
    v.object({
      uuid: f.uuid(),
      username: f.username(),
      messageId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    }),
  response: () => r.messageMarkedRead(),
  caller: CALLER_UUID,
  source: '000',
  summary: "Mark one received message read ('Successful Update').",
});

/** Every route pjusermessages serves, in manifest order. */
export const routes = [getMessageHistory, getMessageSummary, countUnreadMessages, markMessageRead] as const;
