/**
 * Step 5, 'Step 3 of 5' (001 §3, §5, §8): date of birth, gender (6 at signup), country (with its
 * flag), time zone and language. The three lists come from lib/reference in the interface language,
 * sorted as provided, each with a disabled placeholder first. A missing time zone, language or
 * country is named in one message.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Gender, type GenderId } from '../../../../../lib/contract/codes';
import type { ReferenceLists } from '../../../../../lib/reference/types';
import { PageLoading } from '../../../components/PageLoading';
import { flagUrl } from '../../../lib/media';
import { useConfig } from '../../../state/config';
import { useReferenceLists } from '../../../state/server/reference-lists';
import type { SignupDraft } from '../../../state/flows/signup-draft';
import { listFormat } from '../list-format';
import { birthDateBounds, checkBirthDate, partsOf, type DateParts } from '../birth-date';

type Basics = Pick<SignupDraft, 'dob' | 'gender' | 'countrycode' | 'timezone' | 'language'>;
type Choice = 'timezone' | 'language' | 'country';

const GENDERS = Object.entries(Gender) as Array<[keyof typeof Gender, GenderId]>;
/** The order of the date parts per language (its `signup.basics.dateOrder`): d, m, y. */
const PART_OF: Record<string, keyof DateParts> = { d: 'day', m: 'month', y: 'year' };

export function BasicsStep({ draft, onSubmit }: { draft: Basics; onSubmit: (basics: Basics) => void }) {
  const { t, i18n } = useTranslation();
  const { state, retry } = useReferenceLists(i18n.language);
  if (state.status === 'loading') return <PageLoading label={t('signup.basics.loading')} />;
  if (state.status === 'failed') {
    return (
      <div className="signup-form" role="alert">
        <p className="field__error">{t('signup.basics.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  return <BasicsForm draft={draft} lists={state.lists} onSubmit={onSubmit} />;
}

function BasicsForm({
  draft,
  lists,
  onSubmit,
}: {
  draft: Basics;
  lists: ReferenceLists;
  onSubmit: (basics: Basics) => void;
}) {
  const { t, i18n } = useTranslation();
  const { mediaBaseUrl } = useConfig();
  const ids = {
    date: useId(),
    dateError: useId(),
    gender: useId(),
    country: useId(),
    timezone: useId(),
    language: useId(),
    choicesError: useId(),
  };
  const [date, setDate] = useState<DateParts>(() => partsOf(draft.dob));
  const [gender, setGender] = useState<GenderId>(draft.gender);
  const [country, setCountry] = useState(() =>
    lists.countries.some((entry) => entry.Code === draft.countrycode) ? draft.countrycode : '',
  );
  const [timezone, setTimezone] = useState(() =>
    lists.timezones.some((entry) => entry.Id === draft.timezone) ? String(draft.timezone) : '',
  );
  const [language, setLanguage] = useState(() =>
    lists.languages.some((entry) => entry.Id === draft.language) ? String(draft.language) : '',
  );
  const [attempted, setAttempted] = useState(false);
  const firstDateRef = useRef<HTMLInputElement>(null);
  const choiceRefs = {
    timezone: useRef<HTMLSelectElement>(null),
    language: useRef<HTMLSelectElement>(null),
    country: useRef<HTMLSelectElement>(null),
  };

  const dateCheck = checkBirthDate(date);
  const missing: Choice[] = (
    [
      ['timezone', timezone],
      ['language', language],
      ['country', country],
    ] as const
  )
    .filter(([, value]) => value === '')
    .map(([choice]) => choice);
  const dateError = attempted && !dateCheck.ok ? dateCheck.error : null;
  const missingShown = attempted ? missing : [];

  const { earliest, latest } = birthDateBounds();
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const dateMessage =
    dateError === 'missing'
      ? t('signup.basics.errors.dateMissing')
      : dateError === 'invalid'
        ? t('signup.basics.errors.dateInvalid')
        : dateError === 'range'
          ? t('signup.basics.errors.dateRange', {
              earliest: longDate.format(earliest),
              latest: longDate.format(latest),
            })
          : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!dateCheck.ok) {
      firstDateRef.current?.focus();
      return;
    }
    if (missing[0]) {
      choiceRefs[missing[0]].current?.focus();
      return;
    }
    onSubmit({
      dob: dateCheck.iso,
      gender,
      countrycode: country,
      timezone: Number(timezone),
      language: Number(language),
    });
  };

  const order = [...t('signup.basics.dateOrder')]
    .map((letter) => PART_OF[letter])
    .filter((part): part is keyof DateParts => part !== undefined);
  const parts: Array<keyof DateParts> = order.length === 3 ? order : ['month', 'day', 'year'];
  const flag = flagUrl(country, mediaBaseUrl);
  const choiceInvalid = (choice: Choice) => missingShown.includes(choice);
  const choiceProps = (choice: Choice) => ({
    'aria-required': true,
    'aria-invalid': choiceInvalid(choice),
    'aria-describedby': choiceInvalid(choice) ? ids.choicesError : undefined,
  });

  return (
    <form className="signup-form" noValidate onSubmit={submit}>
      <fieldset className="field date-field" aria-describedby={dateMessage ? ids.dateError : undefined}>
        <legend>{t('signup.basics.dateOfBirth')}</legend>
        <div className="date-field__parts">
          {parts.map((part, index) => (
            <div key={part} className={`date-field__part date-field__part--${part}`}>
              <label htmlFor={`${ids.date}-${part}`}>{t(`signup.basics.${part}`)}</label>
              <input
                ref={index === 0 ? firstDateRef : undefined}
                id={`${ids.date}-${part}`}
                type="text"
                inputMode="numeric"
                autoComplete={`bday-${part}`}
                maxLength={part === 'year' ? 4 : 2}
                aria-invalid={Boolean(dateMessage)}
                value={date[part]}
                onChange={(event) => setDate((current) => ({ ...current, [part]: event.target.value }))}
              />
            </div>
          ))}
        </div>
        {dateMessage ? (
          <p id={ids.dateError} className="field__error">
            {dateMessage}
          </p>
        ) : null}
      </fieldset>

      <div className="field">
        <label htmlFor={ids.gender}>{t('signup.basics.gender')}</label>
        <select
          id={ids.gender}
          value={gender}
          onChange={(event) => setGender(Number(event.target.value) as GenderId)}
        >
          {GENDERS.map(([name, id]) => (
            <option key={id} value={id}>
              {t(`signup.basics.genders.${name}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="field">
        <label htmlFor={ids.country}>{t('signup.basics.country')}</label>
        <div className="select-with-flag">
          {flag ? <img className="select-with-flag__flag" src={flag} alt="" width={32} height={24} /> : null}
          <select
            ref={choiceRefs.country}
            id={ids.country}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            {...choiceProps('country')}
          >
            <option value="" disabled>
              {t('signup.basics.countryPlaceholder')}
            </option>
            {lists.countries.map((entry) => (
              <option key={entry.Code} value={entry.Code}>
                {entry.Description}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="field">
        <label htmlFor={ids.timezone}>{t('signup.basics.timezone')}</label>
        <select
          ref={choiceRefs.timezone}
          id={ids.timezone}
          value={timezone}
          onChange={(event) => setTimezone(event.target.value)}
          {...choiceProps('timezone')}
        >
          <option value="" disabled>
            {t('signup.basics.timezonePlaceholder')}
          </option>
          {lists.timezones.map((entry) => (
            <option key={entry.Id} value={entry.Id}>
              {entry.Description}
            </option>
          ))}
        </select>
      </div>

      <div className="field">
        <label htmlFor={ids.language}>{t('signup.basics.language')}</label>
        <select
          ref={choiceRefs.language}
          id={ids.language}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          {...choiceProps('language')}
        >
          <option value="" disabled>
            {t('signup.basics.languagePlaceholder')}
          </option>
          {lists.languages.map((entry) => (
            <option key={entry.Id} value={entry.Id}>
              {entry.Description}
            </option>
          ))}
        </select>
      </div>

      {missingShown.length > 0 ? (
        <p id={ids.choicesError} className="field__error" role="alert">
          {t('signup.basics.errors.missingChoices', {
            fields: listFormat(
              i18n.language,
              missingShown.map((choice) => t(`signup.basics.fields.${choice}`)),
            ),
          })}
        </p>
      ) : null}

      <div className="signup-form__actions">
        <button type="submit" className="button button--primary">
          {t('signup.continue')}
        </button>
      </div>
    </form>
  );
}
