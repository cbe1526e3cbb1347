import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * App store badges (001 §1). The apps are not published yet, so the badges are images that say
 * "coming soon", not links (web/README.md). Drawn here: no store artwork is shipped.
 */
export function StoreBadges() {
  const { t } = useTranslation();
  return (
    <ul className="store-badges" aria-label={t('landing.stores.label')}>
      <li>
        <StoreBadge
          store="App Store"
          label={t('landing.stores.appStore')}
          comingSoon={t('landing.stores.comingSoon')}
        >
          <path
            d="M20 11l-8 14h16l-8-14Z M14 21h12"
            fill="none"
            stroke="#fff"
            strokeWidth="2.2"
            strokeLinejoin="round"
          />
        </StoreBadge>
      </li>
      <li>
        <StoreBadge
          store="Google Play"
          label={t('landing.stores.googlePlay')}
          comingSoon={t('landing.stores.comingSoon')}
        >
          <path d="M13 10l15 8-15 8Z" fill="#35e0d0" />
          <path d="M13 10l9 8-9 8Z" fill="#6a45ff" />
        </StoreBadge>
      </li>
    </ul>
  );
}

function StoreBadge({
  store,
  label,
  comingSoon,
  children,
}: {
  store: string;
  label: string;
  comingSoon: string;
  children: ReactNode;
}) {
  return (
    <svg className="store-badge" viewBox="0 0 184 52" width="184" height="52" role="img" aria-label={label}>
      <rect
        x="0.75"
        y="0.75"
        width="182.5"
        height="50.5"
        rx="10"
        fill="#05060c"
        stroke="#b3b9d9"
        strokeWidth="1.5"
      />
      <g transform="translate(6 8)">{children}</g>
      <text x="48" y="21" fill="#d7dbf0" fontSize="10.5" fontFamily="inherit">
        {comingSoon}
      </text>
      <text x="48" y="39" fill="#fff" fontSize="17" fontWeight="700" fontFamily="inherit">
        {store}
      </text>
    </svg>
  );
}
