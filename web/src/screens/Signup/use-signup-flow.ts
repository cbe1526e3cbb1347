/**
 * The signup's state machine (001 §2, §4): the current step, the drafts (state/flows/signup-draft.ts), the
 * credentials (memory only) and the transitions between steps. The step components render; this hook
 * decides where the user goes.
 *
 * Start: the login page's resume marker ('code' or 'username') wins, then the drafted step, then the
 * first step. Credentials the login page handed over (takePendingCredentials) sign the user in after
 * the code without asking again; after a reload they are gone, so the code step asks for the password.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TIMINGS } from '../../../../lib/contract/constants';
import { foldCase } from '../../../../lib/contract/user-names';
import { PATHS } from '../../lib/paths';
import { readSessionValue, takePendingCredentials } from '../../lib/auth';
import { getSession, getTokenEmail } from '../../lib/session';
import {
  createAccount,
  creationPayload,
  missingFields,
  type RequiredField,
} from '../../state/flows/new-account';
import {
  confirmSignupCode,
  registerAccount,
  resendSignupCode,
  signInAfterSignup,
  type Credentials,
  type AttemptLimits,
  type RegisterOutcome,
  type ResendResult,
} from '../../state/flows/signup-account';
import {
  clearDraft,
  clearResumeStep,
  EMPTY_DRAFT,
  FIRST_PROFILE_STEP,
  readDraft,
  readResumeStep,
  saveDraft,
  SIGNUP_STEPS,
  type SignupDraft,
  type SignupStep,
} from '../../state/flows/signup-draft';

/** A new code can be asked for this long after the last one was sent. */
export const RESEND_COOLDOWN = 30 * 1000;

export const stepIndex = (step: SignupStep) => SIGNUP_STEPS.indexOf(step);
const PROFILE_START = stepIndex(FIRST_PROFILE_STEP);

/** Whether the progress circles may lead back to `target` from `current` (001 §2: earlier steps only). */
export function canRevisit(target: SignupStep, current: SignupStep): boolean {
  const to = stepIndex(target);
  const from = stepIndex(current);
  // once the email is confirmed, the account steps are done for good
  return to < from && (to >= PROFILE_START || from < PROFILE_START);
}

/** A notice shown above the current step (creation and session outcomes). */
export type SignupNotice =
  | { kind: 'creating' }
  | { kind: 'created' }
  | { kind: 'missing'; fields: RequiredField[] }
  | { kind: 'createFailed' }
  | { kind: 'notStored' }
  | { kind: 'usernameTaken' }
  | { kind: 'loginFailed' };

export type SessionState = 'unknown' | 'checking' | 'signedIn' | 'signedOut';

export type CodeProblem = 'mismatch' | 'expired' | 'tooManyRequests' | 'failed' | 'loginFailed';
/** What became of a code: null when the flow moved on, else the problem and the limits it reported. */
export type CodeOutcome = ({ problem: CodeProblem } & AttemptLimits) | null;

interface Start {
  draft: SignupDraft;
  step: SignupStep;
  credentials: Credentials | null;
}

function start(): Start {
  const resume = readResumeStep();
  const pending = takePendingCredentials() ?? null;
  let draft = readDraft();
  if (pending && draft.email && foldCase(draft.email) !== foldCase(pending.email)) {
    // the drafts belong to another signup of this tab: start this one afresh
    clearDraft();
    draft = EMPTY_DRAFT;
  }
  const email = pending?.email ?? (draft.email || readSessionValue('email') || '');
  draft = { ...draft, email };
  let step = resume ?? draft.step ?? 'account';
  // the code step needs the email the code went to
  if (step === 'code' && !email) step = 'account';
  return { draft, step, credentials: pending };
}

export function useSignupFlow() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [initial] = useState(start);
  const [draft, setDraft] = useState(initial.draft);
  const [step, setStep] = useState(initial.step);
  const credentials = useRef<Credentials | null>(initial.credentials);
  const [resendAvailableAt, setResendAvailableAt] = useState(0);
  const [notice, setNotice] = useState<SignupNotice | null>(null);
  const [session, setSession] = useState<SessionState>('unknown');
  const timers = useRef<number[]>([]);

  useEffect(() => {
    saveDraft({ step: initial.step, email: initial.draft.email });
    clearResumeStep();
  }, [initial]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const later = useCallback((delay: number, action: () => void) => {
    timers.current.push(window.setTimeout(action, delay));
  }, []);

  // the profile steps make signed-in calls: check the session once when they are reached
  const inProfile = stepIndex(step) >= PROFILE_START;
  useEffect(() => {
    if (!inProfile) return;
    let cancelled = false;
    setSession('checking');
    getSession().then(
      (current) => {
        if (!cancelled) setSession(current ? 'signedIn' : 'signedOut');
      },
      () => {
        if (!cancelled) setSession('signedOut');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [inProfile]);

  const goTo = useCallback((next: SignupStep) => {
    setNotice(null);
    setStep(next);
    saveDraft({ step: next });
  }, []);

  const update = useCallback((patch: Partial<SignupDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    saveDraft(patch);
  }, []);

  const startCooldown = useCallback(() => setResendAvailableAt(Date.now() + RESEND_COOLDOWN), []);

  /** Step 1. Answers the outcomes the step words itself; the others move on. */
  const register = useCallback(
    async (given: Credentials): Promise<RegisterOutcome['kind']> => {
      const email = given.email.trim();
      const outcome = await registerAccount({ email, password: given.password }, i18n.language);
      if (outcome.kind === 'registered' || outcome.kind === 'resumed' || outcome.kind === 'unconfirmed') {
        credentials.current = { email, password: given.password };
        update({ email });
      }
      if (outcome.kind === 'registered') {
        startCooldown();
        goTo('code');
      } else if (outcome.kind === 'unconfirmed') {
        goTo('code');
      } else if (outcome.kind === 'resumed') {
        setSession('signedIn');
        goTo('username');
      }
      return outcome.kind;
    },
    [i18n.language, update, goTo, startCooldown],
  );

  /** Step 2: the code, then the automatic sign-in. `given` fills what memory lacks after a reload. */
  const confirm = useCallback(
    async (code: string, given: Partial<Credentials> = {}): Promise<CodeOutcome> => {
      const email = (given.email ?? draft.email).trim();
      const password = given.password ?? credentials.current?.password ?? '';
      const { outcome, ...limits } = await confirmSignupCode(email, code);
      if (outcome !== 'confirmed') return { problem: outcome, ...limits };
      if (email !== draft.email) update({ email });
      const signedIn = await signInAfterSignup({ email, password });
      if (signedIn.kind !== 'signedIn') {
        setNotice({ kind: 'loginFailed' });
        return { problem: 'loginFailed' };
      }
      credentials.current = { email, password };
      setSession('signedIn');
      goTo('username');
      return null;
    },
    [draft.email, update, goTo],
  );

  const resend = useCallback(
    async (email: string): Promise<ResendResult> => {
      const result = await resendSignupCode(email || draft.email);
      if (result.outcome === 'sent') startCooldown();
      // refused by the resend limit: the button waits until the server allows the next one
      if (result.retryAt) setResendAvailableAt((current) => Math.max(current, result.retryAt ?? 0));
      return result;
    },
    [draft.email, startCooldown],
  );

  /** Step 7: creates the account (001 §4, §9 timings). */
  const finish = useCallback(
    async (latest: SignupDraft) => {
      setNotice({ kind: 'creating' });
      const email = latest.email || readSessionValue('email') || (await getTokenEmail()) || '';
      const missing = missingFields(latest, email);
      if (missing.length > 0) {
        // 001 §4: missing data is listed in one alert after 1.5 s
        later(TIMINGS.signupErrorRedirect, () => setNotice({ kind: 'missing', fields: missing }));
        return;
      }
      const outcome = await createAccount(creationPayload(latest, email));
      if (outcome.kind === 'created') {
        clearDraft();
        setNotice({ kind: 'created' });
        later(TIMINGS.signupSuccessRedirect, () => navigate(PATHS.home('user-home'), { replace: true }));
      } else if (outcome.kind === 'usernameTaken') {
        // the name was taken since step 3: choosing another keeps every other answer
        goTo('username');
        setNotice({ kind: 'usernameTaken' });
      } else {
        setNotice({ kind: outcome.kind === 'notStored' ? 'notStored' : 'createFailed' });
        later(TIMINGS.signupErrorRedirect, () => navigate(PATHS.landing, { replace: true }));
      }
    },
    [later, navigate, goTo],
  );

  return {
    step,
    draft,
    session,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    hasPassword: credentials.current !== null,
    resendAvailableAt,
    goTo,
    update,
    register,
    confirm,
    resend,
    finish,
  };
}

export type SignupFlow = ReturnType<typeof useSignupFlow>;
