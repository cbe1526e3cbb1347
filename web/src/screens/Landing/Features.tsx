import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The four feature sections of the landing page (001 §2), in order. */
export const FEATURES = ['match', 'connect', 'explore', 'game'] as const;
export type Feature = (typeof FEATURES)[number];

export function Features() {
  return (
    <div className="features">
      {FEATURES.map((feature) => (
        <FeatureSection key={feature} feature={feature} />
      ))}
    </div>
  );
}

function FeatureSection({ feature }: { feature: Feature }) {
  const { t } = useTranslation();
  const titleId = `feature-${feature}`;
  return (
    <section className={`landing-section feature feature--${feature}`} aria-labelledby={titleId}>
      <div className="feature__text">
        <p className="kicker">{t(`landing.features.${feature}.kicker`)}</p>
        <h2 id={titleId} className="landing-section__title">
          {t(`landing.features.${feature}.title`)}
        </h2>
        <p className="feature__body">{t(`landing.features.${feature}.body`)}</p>
        <ul className="feature__points">
          <li>{t(`landing.features.${feature}.point1`)}</li>
          <li>{t(`landing.features.${feature}.point2`)}</li>
          <li>{t(`landing.features.${feature}.point3`)}</li>
        </ul>
      </div>
      <FeatureArt feature={feature} />
    </section>
  );
}

/** A small decorative drawing per feature, in the theme's colours. */
function FeatureArt({ feature }: { feature: Feature }) {
  return (
    <svg className="feature__art" viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="184" height="144" rx="24" className="art-panel" />
      {ART[feature]}
    </svg>
  );
}

const ART: Record<Feature, ReactNode> = {
  // two players joined by a match ring
  match: (
    <>
      <circle cx="100" cy="80" r="46" className="art-ring" />
      <circle cx="70" cy="80" r="24" className="art-accent" />
      <circle cx="130" cy="80" r="24" className="art-neon" />
      <path d="M88 82l8 8 16-18" className="art-stroke" />
    </>
  ),
  // two chat bubbles
  connect: (
    <>
      <path
        d="M34 40h88a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10H62l-18 16V94h-10a10 10 0 0 1-10-10V50a10 10 0 0 1 10-10Z"
        className="art-accent"
      />
      <path
        d="M166 70H96a10 10 0 0 0-10 10v28a10 10 0 0 0 10 10h46l18 14v-14h6a10 10 0 0 0 10-10V80a10 10 0 0 0-10-10Z"
        className="art-neon"
      />
      <path d="M46 62h60M46 74h40" className="art-stroke" />
    </>
  ),
  // a grid of game tiles with a compass
  explore: (
    <>
      <rect x="30" y="30" width="44" height="44" rx="10" className="art-accent" />
      <rect x="82" y="30" width="44" height="44" rx="10" className="art-soft" />
      <rect x="30" y="82" width="44" height="44" rx="10" className="art-soft" />
      <circle cx="128" cy="104" r="34" className="art-neon" />
      <path d="M128 82l8 22-8 22-8-22Z" className="art-dark" />
    </>
  ),
  // a game controller
  game: (
    <>
      <path
        d="M56 52h88c18 0 30 18 32 44 2 22-14 30-26 18l-14-14H64l-14 14c-12 12-28 4-26-18 2-26 14-44 32-44Z"
        className="art-accent"
      />
      <path d="M62 78h24M74 66v24" className="art-stroke" />
      <circle cx="132" cy="72" r="7" className="art-neon" />
      <circle cx="148" cy="88" r="7" className="art-neon" />
    </>
  ),
};
