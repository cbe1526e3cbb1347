import { useTranslation } from 'react-i18next';

/** Pictures of the office: illustrations shipped in web/public (no photos are available). */
export const OFFICE_IMAGES = [
  { id: 'lounge', src: '/images/about/office-lounge.svg' },
  { id: 'playroom', src: '/images/about/office-playroom.svg' },
  { id: 'studio', src: '/images/about/office-studio.svg' },
] as const;

const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 200;

/** The about-us block of the FAQ page (001 §2). */
export function AboutUs() {
  const { t } = useTranslation();
  return (
    <section className="about" aria-labelledby="about-title">
      <h2 id="about-title" className="about__title">
        {t('faq.about.title')}
      </h2>
      <p>{t('faq.about.body1')}</p>
      <p>{t('faq.about.body2')}</p>
      <ul className="about__gallery">
        {OFFICE_IMAGES.map((image) => (
          <li key={image.id}>
            <figure className="about__figure">
              <img
                src={image.src}
                alt={t(`faq.about.images.${image.id}.alt`)}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
              />
              <figcaption>{t(`faq.about.images.${image.id}.caption`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
