import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStyle } from '../../../../lib/contract/codes';
import type { PublicProfile } from '../../../../lib/contract/responses';

/** The profile fields the checklist reads (the public profile's, which the user card also fills). */
export type ChecklistProfile = Pick<
  PublicProfile,
  | 'GameStyle'
  | 'Streamer'
  | 'FamilyFriendly'
  | 'Moderator'
  | 'Microphone'
  | 'PC'
  | 'Playstation'
  | 'Xbox'
  | 'Nintendo'
  | 'Mobile'
  | 'Other'
>;

/** The twelve checklist items in display order (000 §2) and how each reads from the profile (000 §3). */
export const CHECKLIST_ITEMS = [
  ['relaxed', (p: ChecklistProfile) => p.GameStyle === GameStyle.Relaxed],
  ['competitive', (p: ChecklistProfile) => p.GameStyle === GameStyle.Competitive],
  ['streamer', (p: ChecklistProfile) => p.Streamer === 1],
  ['familyFriendly', (p: ChecklistProfile) => p.FamilyFriendly === 1],
  ['moderator', (p: ChecklistProfile) => p.Moderator === 1],
  ['mic', (p: ChecklistProfile) => p.Microphone === 1],
  ['pc', (p: ChecklistProfile) => p.PC === 1],
  ['playstation', (p: ChecklistProfile) => p.Playstation === 1],
  ['xbox', (p: ChecklistProfile) => p.Xbox === 1],
  ['nintendo', (p: ChecklistProfile) => p.Nintendo === 1],
  ['mobile', (p: ChecklistProfile) => p.Mobile === 1],
  ['other', (p: ChecklistProfile) => p.Other === 1],
] as const;

/** The public profile's checklist: the twelve items of 000 §2. */
export function Checklist({ profile }: { profile: ChecklistProfile }) {
  const { t } = useTranslation();
  return (
    <ChecklistView
      items={CHECKLIST_ITEMS.map(([item, isOn]) => ({
        id: item,
        label: t(`profile.checklist.${item}`),
        on: isOn(profile),
      }))}
    />
  );
}

/** One read-only checklist line. */
export interface ChecklistEntry {
  id: string;
  label: string;
  on: boolean;
}

/**
 * The read-only checklist: native checkboxes marked aria-readonly, so they are announced with their
 * state. They are controlled with no change handler, so React restores their state after a click or
 * Space (preventDefault on a controlled checkbox would leave it visually out of sync). The public
 * profile and the signed-in profile panel each pass their items.
 */
export function ChecklistView({
  items,
  headingLevel = 2,
}: {
  items: readonly ChecklistEntry[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <section className="panel profile-checklist" aria-labelledby={titleId}>
      <Title id={titleId} className="panel__title">
        {t('profile.checklist.title')}
      </Title>
      <ul className="checklist">
        {items.map((item) => (
          <li key={item.id}>
            <label className="checklist__item">
              <input type="checkbox" checked={item.on} readOnly aria-readonly="true" />
              <span>{item.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
