import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../lib/contract/constants';
import { Alert } from '../../components/Alert';
import { isValidEmail } from '../../lib/field-rules';
import {
  CONTACT_CATEGORIES,
  DEFAULT_CONTACT_CATEGORIES,
  useSendContactMessage,
  type ContactCategories,
} from '../../state/server/contact-message';

interface FieldErrors {
  email: boolean;
  details: boolean;
}

const NO_ERRORS: FieldErrors = { email: false, details: false };

/** 001 §5: a valid email (the contract's email rule) and a non-empty message. */
function validate(email: string, details: string): FieldErrors {
  return {
    email: !isValidEmail(email),
    details: details.trim().length === 0,
  };
}

export function ContactForm() {
  const { t } = useTranslation();
  const ids = { email: useId(), details: useId(), emailError: useId(), detailsError: useId() };
  const [email, setEmail] = useState('');
  const [details, setDetails] = useState('');
  const [categories, setCategories] = useState<ContactCategories>(DEFAULT_CONTACT_CATEGORIES);
  // errors show after the first submit, then follow the input as it is corrected
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validate(email, details) : NO_ERRORS;
  const { status, sentTo, send, reset } = useSendContactMessage();
  const emailRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sending = status === 'sending';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const problems = validate(email, details);
    if (problems.email || problems.details) {
      (problems.email ? emailRef : detailsRef).current?.focus();
      return;
    }
    const delivered = await send({ email, details, categories });
    if (delivered) {
      setEmail('');
      setDetails('');
      setCategories(DEFAULT_CONTACT_CATEGORIES);
      setAttempted(false);
    }
  };

  const dismiss = () => {
    reset();
    submitRef.current?.focus();
  };

  return (
    <section className="panel contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="panel__title">
        {t('contact.form.title')}
      </h2>
      {status === 'sent' ? (
        <Alert tone="success" title={t('contact.sent.title')} onDismiss={dismiss}>
          {t('contact.sent.body', { email: sentTo })}
        </Alert>
      ) : null}
      {status === 'failed' ? (
        <Alert tone="error" title={t('contact.failed.title')} onDismiss={dismiss}>
          {t('contact.failed.body')}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
        <div className="field">
          <label htmlFor={ids.email}>{t('contact.form.email')}</label>
          <input
            ref={emailRef}
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            aria-required="true"
            aria-invalid={errors.email}
            aria-describedby={errors.email ? ids.emailError : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {errors.email ? (
            <p id={ids.emailError} className="field__error">
              {t('contact.errors.email')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={ids.details}>{t('contact.form.message')}</label>
          <textarea
            ref={detailsRef}
            id={ids.details}
            name="message"
            rows={7}
            maxLength={LIMITS.contactDetailsMax}
            aria-required="true"
            aria-invalid={errors.details}
            aria-describedby={errors.details ? ids.detailsError : undefined}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          {errors.details ? (
            <p id={ids.detailsError} className="field__error">
              {t('contact.errors.message')}
            </p>
          ) : null}
        </div>
        <fieldset className="field contact-form__categories">
          <legend>{t('contact.form.categories')}</legend>
          <ul className="checkbox-grid">
            {CONTACT_CATEGORIES.map((category) => (
              <li key={category}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    name={category}
                    checked={categories[category]}
                    onChange={(event) =>
                      setCategories((current) => ({ ...current, [category]: event.target.checked }))
                    }
                  />
                  <span>{t(`contact.categories.${category}`)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button ref={submitRef} type="submit" className="button button--primary" aria-disabled={sending}>
          {sending ? t('contact.form.sending') : t('contact.form.send')}
        </button>
      </form>
    </section>
  );
}
