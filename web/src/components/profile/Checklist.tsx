import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStyle } from '../../../../lib/contract/codes';
import type { PublicProfile } from '../../../../lib/contract/responses';

/** The twelve checklist items in display order (000 §2) and how each reads from the profile (000 §3). */
export const CHECKLIST_ITEMS = [
  ['relaxed', (p: PublicProfile) => p.GameStyle === GameStyle.Relaxed],
  ['competitive', (p: PublicProfile) => p.GameStyle === GameStyle.Competitive],
  ['streamer', (p: PublicProfile) => p.Streamer === 1],
  ['familyFriendly', (p: PublicProfile) => p.FamilyFriendly === 1],
  ['moderator', (p: PublicProfile) => p.Moderator === 1],
  ['mic', (p: PublicProfile) => p.Microphone === 1],
  ['pc', (p: PublicProfile) => p.PC === 1],
  ['playstation', (p: PublicProfile) => p.Playstation === 1],
  ['xbox', (p: PublicProfile) => p.Xbox === 1],
  ['nintendo', (p: PublicProfile) => p.Nintendo === 1],
  ['mobile', (p: PublicProfile) => p.Mobile === 1],
  ['other', (p: PublicProfile) => p.Other === 1],
] as const;

/**
 * The read-only checklist: native checkboxes marked aria-readonly, so they are announced with their
 * state. They are controlled with no change handler, so React restores their state after a click or
 * Space (preventDefault on a controlled checkbox would leave it visually out of sync).
 */
export function Checklist({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="panel profile-checklist" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t('profile.checklist.title')}
      </h2>
      <ul className="checklist">
        {CHECKLIST_ITEMS.map(([item, isOn]) => (
          <li key={item}>
            <label className="checklist__item">
              <input type="checkbox" checked={isOn(profile)} readOnly aria-readonly="true" />
              <span>{t(`profile.checklist.${item}`)}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
