/**
 * Translation keys of the code tables (lib/contract/codes.ts): a stored code (platform 2, skill 3…)
 * becomes `codes.<table>.<Name>`; an unknown code becomes `codes.unknown`.
 */
import { Frequency, GameRating, Platform, SkillLevel } from '../../../lib/contract/codes';

type Table = Record<string, number>;

function labelKey<Prefix extends string, T extends Table>(prefix: Prefix, table: T, code: number) {
  const name = (Object.keys(table) as Array<keyof T & string>).find((key) => table[key] === code);
  return name === undefined ? ('codes.unknown' as const) : (`codes.${prefix}.${name}` as const);
}

export const platformLabelKey = (code: number) => labelKey('platform', Platform, code);
export const skillLevelLabelKey = (code: number) => labelKey('skillLevel', SkillLevel, code);
export const frequencyLabelKey = (code: number) => labelKey('frequency', Frequency, code);
export const gameRatingLabelKey = (code: number) => labelKey('gameRating', GameRating, code);
