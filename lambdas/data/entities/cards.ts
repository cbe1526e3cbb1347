/**
 * The player card (lambdas/domain/matching/card.ts): one per active user at `USER#<uuid>/CARD`, kept by
 * the stream from the profile and the user's games, and copied as the `card` attribute onto every list
 * entry about the user. Declared once; item types derive from the declarations (entities/index.ts says how).
 */
import * as v from 'valibot';
import { once } from '../../../lib/contract/lazy';
import { defineEntity } from '../entity';
import { isoTimestamp, positiveId } from './fields';

const whole = () => v.pipe(v.number(), v.integer(), v.minValue(0));

/** The card as every item that carries it stores it. */
export const playerCardSchema = /* @__PURE__ */ once(() =>
  v.object({
    uuid: v.pipe(v.string(), v.uuid()),
    userName: v.pipe(v.string(), v.minLength(1)),
    pic: v.nullable(v.string()),
    style: v.pipe(v.number(), v.integer()),
    checklist: whole(),
    games: v.array(positiveId()),
    details: v.array(whole()),
    genderId: positiveId(),
    dateOfBirth: v.pipe(v.string(), v.isoDate()),
    timeZoneId: positiveId(),
    languageId: positiveId(),
    createdAt: isoTimestamp(),
  }),
);

/** A user's card, the source the copies are made from. */
export const PlayerCardEntity = /* @__PURE__ */ defineEntity({
  name: 'playerCard',
  schema: () => v.object({ ...playerCardSchema().entries }),
  pk: { prefix: 'USER', parts: ['uuid'] },
  sk: { prefix: 'CARD', parts: [] },
});
