/** The View all button under a carousel (000 §2): the list's count beside it once known. */
import { useTranslation } from 'react-i18next';

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
      aria-label={
        count === undefined
          ? t('discovery.viewAll.buttonLabel', { title })
          : t('discovery.viewAll.buttonLabelCount', { title, count })
      }
      onClick={onClick}
    >
      {t('discovery.viewAll.button')}
      {count === undefined ? null : (
        <span className="shelf__count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
