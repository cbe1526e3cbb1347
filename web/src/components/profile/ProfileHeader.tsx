import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../../lib/contract/responses';
import { Avatar } from '../Avatar';
import { cleanBio } from '../../lib/bio';
import { flagUrl, mediaUrl } from '../../lib/media';
import { usePlaceNames, type ProfilePlace } from '../../lib/place-names';

export const PROFILE_NAME_ID = 'profile-name';

/**
 * What the header shows: the public profile's fields, which the user card and the profile panel also
 * fill. The country comes as its code, with its English name when the answer has one (the public
 * profile's `Description`); the header names country and time zone in the interface language itself.
 */
export type ProfileHeaderData = Pick<PublicProfile, 'UserName' | 'ProfilePicLink' | 'Bio'> & ProfilePlace;

/**
 * Username, picture, country (with its flag), time zone and the cleaned-up bio (000 §2, §3). The
 * public page shows the name as its h1; a panel inside the signed-in area passes its own level and id.
 */
export function ProfileHeader({
  profile,
  mediaBaseUrl,
  headingLevel = 1,
  nameId = PROFILE_NAME_ID,
  pictureSrc,
}: {
  profile: ProfileHeaderData;
  mediaBaseUrl: string;
  headingLevel?: 1 | 3;
  nameId?: string;
  /** a picture to show instead of the stored one (a local preview) */
  pictureSrc?: string;
}) {
  const { t, i18n } = useTranslation();
  const Name = `h${headingLevel}` as const;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // the answer names country and time zone in English (or not at all); show them in the interface language
  const { country, timeZone } = usePlaceNames(profile, language);
  const bio = cleanBio(profile.Bio);
  const flag = flagUrl(profile.CountryCode, mediaBaseUrl);
  return (
    <header className="profile-header">
      <Avatar
        className="profile-header__picture"
        src={pictureSrc ?? mediaUrl(profile.ProfilePicLink, mediaBaseUrl)}
        size={128}
        alt={t('profile.pictureAlt', { username: profile.UserName })}
        eager
      />
      <div className="profile-header__text">
        <Name id={nameId} className="profile-header__name">
          {profile.UserName}
        </Name>
        <dl className="facts" aria-label={t('profile.details')}>
          <div className="facts__item">
            <dt>{t('profile.country')}</dt>
            <dd>
              {flag ? <Flag src={flag} /> : null}
              <span>{country}</span>
            </dd>
          </div>
          <div className="facts__item">
            <dt>{t('profile.timeZone')}</dt>
            <dd>{timeZone}</dd>
          </div>
        </dl>
        {bio ? (
          <section className="profile-bio" aria-label={t('profile.bio')}>
            <p>{bio}</p>
          </section>
        ) : null}
      </div>
    </header>
  );
}

/** The country's flag; decorative (the country name follows), hidden when the image is missing. */
function Flag({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="flag" src={src} alt="" width={24} height={18} onError={() => setFailed(true)} />;
}
