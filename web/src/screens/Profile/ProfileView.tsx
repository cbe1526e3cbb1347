/**
 * The profile panel in view mode (000 §2, §3): picture, username, bio, country with its flag, time
 * zone, the counts, the play-style checklist with the platforms, and the games list whose games expand
 * to their details. The read-only pieces are the public profile's (components/profile).
 */
import type { TFunction } from 'i18next';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStyle, REAL_PLATFORMS } from '../../../../lib/contract/codes';
import { ChecklistView, type ChecklistEntry } from '../../components/profile/Checklist';
import { GamesList } from '../../components/profile/GamesList';
import { ProfileHeader } from '../../components/profile/ProfileHeader';
import type { ProfileValues } from '../../state/flows/profile-save';
import type { UserProfile } from '../../state/server/own-profile';
import type { UserGame } from '../../state/server/user-games';
import { PLATFORM_ITEMS } from './platform-items';
import { ProfileStats, type SpectateListKind } from './ProfileStats';

export const PANEL_NAME_ID = 'profile-panel-name';

/** The checklist lines of the own profile: the public twelve plus discord and PC/console (000 §3). */
export function ownChecklistItems(values: ProfileValues, t: TFunction): ChecklistEntry[] {
  const { checklist, platforms } = values;
  return [
    { id: 'relaxed', label: t('profile.checklist.relaxed'), on: checklist.gameStyle === GameStyle.Relaxed },
    {
      id: 'competitive',
      label: t('profile.checklist.competitive'),
      on: checklist.gameStyle === GameStyle.Competitive,
    },
    { id: 'streamer', label: t('profile.checklist.streamer'), on: checklist.streamer === 1 },
    { id: 'mic', label: t('profile.checklist.mic'), on: checklist.microphone === 1 },
    {
      id: 'familyFriendly',
      label: t('profile.checklist.familyFriendly'),
      on: checklist.familyFriendly === 1,
    },
    { id: 'moderator', label: t('profile.checklist.moderator'), on: checklist.moderator === 1 },
    { id: 'discord', label: t('profilePanel.checklist.discord'), on: checklist.discord === 1 },
    { id: 'pcConsole', label: t('profilePanel.checklist.pcConsole'), on: checklist.pcConsole === 1 },
    ...REAL_PLATFORMS.map((id) => ({
      id: `platform-${id}`,
      label: t(PLATFORM_ITEMS[id]),
      on: platforms[id],
    })),
  ];
}

export function ProfileView({
  uuid,
  profile,
  games,
  values,
  mediaBaseUrl,
  editRef,
  notice,
  onEdit,
  onOpenSpectateList,
}: {
  uuid: string;
  profile: UserProfile;
  games: readonly UserGame[];
  values: ProfileValues;
  mediaBaseUrl: string;
  editRef: Ref<HTMLButtonElement>;
  notice: string | null;
  onEdit: () => void;
  onOpenSpectateList?: (kind: SpectateListKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="profile-panel" aria-labelledby={PANEL_NAME_ID}>
      <div className="profile-panel__toolbar">
        <p className="profile-panel__notice" role="status">
          {notice}
        </p>
        <button ref={editRef} type="button" className="button button--primary button--small" onClick={onEdit}>
          {t('profilePanel.edit')}
        </button>
      </div>
      <ProfileHeader
        profile={{
          UserName: profile.UserName,
          ProfilePicLink: profile.ProfilePicLink,
          CountryCode: profile.CountryCode,
          TimeZone: profile.TimeZone,
          Bio: profile.Bio,
        }}
        mediaBaseUrl={mediaBaseUrl}
        headingLevel={3}
        nameId={PANEL_NAME_ID}
      />
      <ProfileStats uuid={uuid} username={profile.UserName} onOpenSpectateList={onOpenSpectateList} />
      <ChecklistView items={ownChecklistItems(values, t)} headingLevel={3} />
      <GamesList games={games} mediaBaseUrl={mediaBaseUrl} headingLevel={3} />
    </article>
  );
}
