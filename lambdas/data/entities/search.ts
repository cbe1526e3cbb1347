/**
 * The name search's substring index (domain/search.ts `nameGrams`): one item per distinct 2- and
 * 3-character piece of each active username, in the piece's partition, sorted by the case-folded name
 * (then uuid), carrying what a result shows (name and picture). Kept by the stream from the player
 * card (streams/reactions/name-grams.ts). Declared once; item types derive from the declarations.
 */
import * as v from 'valibot';
import { defineEntity } from '../entity';

export const NameGramEntity = /* @__PURE__ */ defineEntity({
  name: 'nameGram',
  schema: () =>
    v.object({
      gram: v.pipe(v.string(), v.minLength(1)),
      userNameLower: v.pipe(v.string(), v.minLength(1)),
      uuid: v.pipe(v.string(), v.uuid()),
      userName: v.pipe(v.string(), v.minLength(1)),
      /** media key of the picture, null for the default picture */
      pic: v.nullable(v.string()),
    }),
  pk: { prefix: 'NAMEGRAM', parts: ['gram'] },
  sk: { prefix: '', parts: ['userNameLower', 'uuid'] },
});
export type NameGram = v.InferOutput<typeof NameGramEntity.schema>;
