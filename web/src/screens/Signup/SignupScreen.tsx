/**
 * /signup (001 §2, §4): the seven steps in their fixed order — email and password, email code,
 * then 'Step 1 of 5' to 'Step 5 of 5': username, picture, basics, 'Tell Us A Little More', games —
 * with the progress circles at the bottom (back only), then the account is created and the user goes
 * to /home/user-home. Lazily loaded inside the ApiShell (config, SWR).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { Alert } from '../../components/Alert';
import { PageLoading } from '../../components/PageLoading';
import { PublicFrame } from '../../components/PublicFrame';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { getSession } from '../../lib/session';
import { FIRST_PROFILE_STEP, SIGNUP_STEPS, type SignupStep } from '../../state/flows/signup-draft';
import { StepProgress } from './components/StepProgress';
import { AccountStep } from './steps/AccountStep';
import { BasicsStep } from './steps/BasicsStep';
import { CodeStep } from './steps/CodeStep';
import { GamesStep } from './steps/GamesStep';
import { ImageStep } from './steps/ImageStep';
import { PreferencesStep } from './steps/PreferencesStep';
import { UsernameStep } from './steps/UsernameStep';
import { listFormat } from './list-format';
import { canRevisit, stepIndex, useSignupFlow, type SignupFlow } from './use-signup-flow';

const PROFILE_START = stepIndex(FIRST_PROFILE_STEP);
const PROFILE_STEPS = SIGNUP_STEPS.length - PROFILE_START;

/** The uuid of the signed-in user (the upload address is per user). */
const currentUuid = async () => (await getSession())?.uuid ?? null;

export function SignupScreen() {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const { step, goTo } = flow;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useDocumentTitle(t('signup.documentTitle'));

  // each new step is announced by moving focus to its heading (not on arrival at the page)
  useEffect(() => {
    if (firstStep.current === step) return;
    firstStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const index = stepIndex(step);
  const kicker =
    index >= PROFILE_START
      ? t('signup.stepOf', { current: index - PROFILE_START + 1, total: PROFILE_STEPS })
      : t('signup.accountKicker');
  const previous = SIGNUP_STEPS[index - 1];

  return (
    <PublicFrame signingUp={index >= PROFILE_START}>
      <div className="signup">
        <header className="signup__header">
          <p className="signup__kicker">{kicker}</p>
          <h1 ref={headingRef} className="page-intro__title" tabIndex={-1}>
            {t(`signup.${step}.title`)}
          </h1>
          <p className="muted">{t(`signup.${step}.intro`)}</p>
        </header>
        <Notice flow={flow} />
        <section className="panel signup__panel">
          <Step flow={flow} />
        </section>
        {previous && canRevisit(previous, step) ? (
          <button
            type="button"
            className="button button--secondary signup__back"
            onClick={() => goTo(previous)}
          >
            {t('signup.back')}
          </button>
        ) : null}
        <StepProgress current={step} onSelect={goTo} />
      </div>
    </PublicFrame>
  );
}

function Step({ flow }: { flow: SignupFlow }) {
  const { t } = useTranslation();
  const { step, draft, update, goTo, session } = flow;
  const next = useCallback(
    (from: SignupStep) => {
      const following = SIGNUP_STEPS[stepIndex(from) + 1];
      if (following) goTo(following);
    },
    [goTo],
  );

  if (stepIndex(step) >= PROFILE_START) {
    if (session === 'unknown' || session === 'checking')
      return <PageLoading label={t('signup.session.checking')} />;
    if (session === 'signedOut') return <SignedOut />;
  }

  switch (step) {
    case 'account':
      return <AccountStep initialEmail={draft.email} onRegister={flow.register} />;
    case 'code':
      return (
        <CodeStep
          email={draft.email}
          needsPassword={!flow.hasPassword}
          resendAvailableAt={flow.resendAvailableAt}
          onConfirm={flow.confirm}
          onResend={flow.resend}
        />
      );
    case 'username':
      return (
        <UsernameStep
          initialUsername={draft.username}
          onSubmit={(username) => {
            update({ username });
            next('username');
          }}
        />
      );
    case 'image':
      return (
        <ImageStep
          displayImage={draft.displayImage}
          savedImage={draft.savedImage}
          getUuid={currentUuid}
          onUploaded={update}
          onRemove={() => update({ savedImage: '', displayImage: '' })}
          onContinue={() => next('image')}
        />
      );
    case 'basics':
      return (
        <BasicsStep
          draft={draft}
          onSubmit={(basics) => {
            update(basics);
            next('basics');
          }}
        />
      );
    case 'preferences':
      return <PreferencesStep draft={draft} onChange={update} onContinue={() => next('preferences')} />;
    case 'games':
      return (
        <GamesStep
          games={draft.games}
          creating={flow.notice?.kind === 'creating' || flow.notice?.kind === 'created'}
          onChange={(games) => update({ games })}
          onFinish={() => void flow.finish(draft)}
        />
      );
  }
}

function SignedOut() {
  const { t } = useTranslation();
  return (
    <div className="signup-form" role="alert">
      <p className="alert__title">{t('signup.session.signedOutTitle')}</p>
      <p>{t('signup.session.signedOut')}</p>
      <Link className="button button--primary" to={PATHS.login}>
        {t('signup.account.logIn')}
      </Link>
    </div>
  );
}

/** The creation and sign-in outcomes, above the current step. */
function Notice({ flow }: { flow: SignupFlow }) {
  const { t, i18n } = useTranslation();
  const { notice, dismissNotice: onDismiss } = flow;
  if (!notice) return null;
  switch (notice.kind) {
    case 'creating':
      return <PageLoading label={t('signup.create.creating')} />;
    case 'created':
      return (
        <Alert tone="success" title={t('signup.create.successTitle')} onDismiss={onDismiss}>
          {t('signup.create.success')}
        </Alert>
      );
    case 'missing':
      return (
        <Alert tone="error" title={t('signup.create.missingTitle')} onDismiss={onDismiss}>
          {t('signup.create.missing', {
            fields: listFormat(
              i18n.language,
              notice.fields.map((field) => t(`signup.create.fields.${field}`)),
            ),
          })}{' '}
          <Link to={PATHS.contact}>{t('signup.contactSupport')}</Link>
        </Alert>
      );
    case 'createFailed':
    case 'notStored':
      return (
        <Alert tone="error" title={t('signup.create.failedTitle')} onDismiss={onDismiss}>
          {t(notice.kind === 'notStored' ? 'signup.create.notStored' : 'signup.create.failed')}
        </Alert>
      );
    case 'usernameTaken':
      return (
        <Alert tone="error" title={t('signup.create.failedTitle')} onDismiss={onDismiss}>
          {t('signup.username.errors.taken')}
        </Alert>
      );
    case 'loginFailed':
      return (
        <Alert tone="error" title={t('signup.code.errors.loginTitle')} onDismiss={onDismiss}>
          {t('signup.code.errors.login')} <Link to={PATHS.login}>{t('signup.account.logIn')}</Link>
        </Alert>
      );
  }
}
