/**
 * Field schemas shared by the route manifest, the handlers and the web forms, ready-built.
 * Each carries the spec's limit, so a rule is written once (000 §5, 001 §5): in rules.ts, which the
 * manifest uses lazily. Importing this module builds every field schema (about a millisecond); the
 * Lambdas therefore never import it, nor the contract's index that re-exports it as `fields`.
 *
 * The contract is built with valibot (see validation.ts for why): small functions composed with
 * `v.pipe`, tree-shakable. Import it as a namespace, `import * as v from 'valibot'`, so a bundle keeps
 * only the functions it calls.
 */
import * as rules from './rules';

export { code, integer, PASSWORD_PATTERN } from './rules';

export const USERNAME_PATTERN = rules.usernamePattern();

export const uuid = rules.uuid();
export const username = rules.username();
export const password = rules.password();
export const email = rules.email();
export const verificationCode = rules.verificationCode();
export const gameId = rules.gameId();
export const platformId = rules.platformId();
export const skillLevel = rules.skillLevel();
export const frequency = rules.frequency();
export const gameRating = rules.gameRating();
export const gender = rules.gender();
export const gameStyle = rules.gameStyle();
export const triState = rules.triState();
export const flag = rules.flag();
export const bool = rules.bool();
export const limit = rules.limit();
export const offset = rules.offset();
export const paging = rules.paging();
export const isoDate = rules.isoDate();
export const messageText = rules.messageText();
export const gameIdList = rules.gameIdList();
