import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An in-page alert (instead of window.alert): announced by assistive technology (role="alert"),
 * focused when it appears so keyboard users land on it, and dismissed with its button.
 */
export function Alert({
  tone,
  title,
  children,
  onDismiss,
}: {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="alert" className={`alert alert--${tone}`} tabIndex={-1}>
      <div className="alert__text">
        <p className="alert__title">{title}</p>
        <p className="alert__body">{children}</p>
      </div>
      <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
