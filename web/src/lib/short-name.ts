/**
 * Name short forms (000 §9): 8 and 15 characters in lists, 8 on tiles, 12 on community tiles. A name
 * longer than its limit keeps that many characters (whole code points, so no emoji or CJK character
 * is cut in half) followed by an ellipsis; the full name stays available to assistive technology
 * and as a tooltip wherever a short form is shown.
 */
import { DISPLAY } from '../../../lib/contract/constants';

const [LIST_NARROW, LIST_WIDE] = DISPLAY.nameShortList;

export const NAME_LIMITS = {
  /** lists on phones (360–430 px) */
  listNarrow: LIST_NARROW,
  /** lists on wider screens */
  listWide: LIST_WIDE,
  tile: DISPLAY.nameShortTile,
  communityTile: DISPLAY.nameShortCommunityTile,
} as const;

export function shortName(name: string, limit: number): string {
  const characters = [...name];
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : name;
}
