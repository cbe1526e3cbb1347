/**
 * Answer shapes the contract fixes, in the spec's field names (000 §3 and §7, 001 §3 and §7): every
 * route's `response` is built from these, so a shape the spec names once is declared once and each
 * list, page or count that carries it reuses it. One module per area of services (games, profiles,
 * matches, messages, chat, notifications, chronicle, accounts, and what every service may answer,
 * common.ts), built from the field kinds of fields.ts; this index is the one import for all of them
 * (`answers` in lib/contract/index.ts), and a route module may import the area it answers from.
 * Handlers build these; the web client reads them with the inferred types (route.ts
 * `AnswerOfRoute`). Each export is a function that builds its schema on first call and returns the
 * same schema afterwards (lazy.ts). Each declaration is marked `@__PURE__`: esbuild keeps every
 * module-level call it cannot prove free of side effects (and does not honour `@__NO_SIDE_EFFECTS__`
 * on an imported function), so without the mark every Lambda would bundle all these shapes (about
 * 5 KiB) rather than the few its routes answer.
 *
 * Where the spec gives a field but not its type, one rule decides: a field the spec pairs with a 0/1
 * write or a 0/1 column (Active, Streamer, SpecUser, accepted, ReadMessage...) is 0 or 1; a chat
 * field named as a question (isLiked, isRead, readMessage of a chat message) is a boolean, as the
 * live chat frames already send them; times are ISO 8601 timestamps.
 */
export { countOf } from './fields';
export * from './games';
export * from './profiles';
export * from './matches';
export * from './messages';
export * from './chat';
export * from './notifications';
export * from './chronicle';
export * from './accounts';
export * from './common';
