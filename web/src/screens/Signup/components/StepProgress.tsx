import { useTranslation } from 'react-i18next';
import { SIGNUP_STEPS, type SignupStep } from '../../../state/flows/signup-draft';
import { canRevisit, stepIndex } from '../use-signup-flow';

/**
 * The progress circles at the bottom (001 §2): one per step, the current one marked with
 * aria-current="step"; only earlier steps are buttons that can be used (jumping back only).
 */
export function StepProgress({
  current,
  onSelect,
}: {
  current: SignupStep;
  onSelect: (step: SignupStep) => void;
}) {
  const { t } = useTranslation();
  const currentIndex = stepIndex(current);
  return (
    <nav className="signup-progress" aria-label={t('signup.progress.label')}>
      <ol className="signup-progress__list">
        {SIGNUP_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          const enabled = canRevisit(step, current);
          return (
            <li key={step} className={`signup-progress__item signup-progress__item--${state}`}>
              <button
                type="button"
                className="signup-progress__circle"
                disabled={!enabled}
                aria-current={state === 'current' ? 'step' : undefined}
                onClick={() => onSelect(step)}
              >
                <span aria-hidden="true">{state === 'done' ? '✓' : index + 1}</span>
                <span className="visually-hidden">
                  {t('signup.progress.item', {
                    number: index + 1,
                    total: SIGNUP_STEPS.length,
                    name: t(`signup.steps.${step}`),
                  })}
                  {state === 'todo' ? '' : ` (${t(`signup.progress.${state}`)})`}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
