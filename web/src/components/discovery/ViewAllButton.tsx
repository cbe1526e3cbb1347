/** The View all button under a carousel (000 §2): the list's count beside it once known. */
import { useTranslation } from 'react-i18next';

/**
 * The button is named by its content, so what a speech-input user reads is what they say: the visible
 * "View all" and count, with the carousel's title (and the brackets round the count) visually hidden in between.
 */
export function ViewAllButton({
  title,
  count,
  onClick,
}: {
  /** the carousel's title, for the button's accessible name */
  title: string;
  /** how many the list holds in all, when known */
  count?: number;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary button--small shelf__view-all"
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {t('discovery.viewAll.button')}
      <span className="visually-hidden">{t('discovery.viewAll.nameTitle', { title })}</span>
      {count === undefined ? null : (
        <span className="shelf__count">
          <span className="visually-hidden">{t('discovery.viewAll.nameCountOpen')}</span>
          {count}
          <span className="visually-hidden">{t('discovery.viewAll.nameCountClose')}</span>
        </span>
      )}
    </button>
  );
}
