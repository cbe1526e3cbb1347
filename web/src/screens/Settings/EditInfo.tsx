/**
 * Edit info (001 §2, §4, §5, §9): date of birth (MM/dd/yyyy, sent as yyyy-MM-dd), gender (3 when the
 * profile has none) and primary language (from the reference list in the interface language). Each
 * change is saved at once, with a saved / failed indication beside the field.
 *
 * The date of birth is a date picker in the spec's format: the field shows and takes MM/dd/yyyy
 * (typed, pasted or read by a screen reader exactly as the spec says, whatever the browser's locale),
 * and its calendar button opens the browser's own accessible date picker (`showPicker()` of a native
 * date input bounded by the age rules), whose choice fills the field and is saved like a typed date.
 * A native date input alone would show the browser locale's order (yyyy/MM/dd in ja), not MM/dd/yyyy.
 */
import { format } from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Gender, type GenderId } from '../../../../lib/contract/codes';
import { PageLoading } from '../../components/PageLoading';
import { useReferenceLists } from '../../state/server/reference-lists';
import {
  SETTINGS_DEFAULTS,
  useSaveSetting,
  useUserSettings,
  type SettingChange,
  type UserSettings,
} from '../../state/server/user-settings';
import { SettingsError } from './SettingsError';
import { LIMITS } from '../../../../lib/contract/constants';
import {
  API_FORMAT,
  checkDateOfBirth,
  DISPLAY_FORMAT,
  latestDateOfBirth,
  toDisplayDate,
} from './date-of-birth';

/** Whether this browser can open a native date input's picker from a button (showPicker). */
const canShowPicker = () =>
  typeof HTMLInputElement !== 'undefined' && typeof HTMLInputElement.prototype.showPicker === 'function';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const GENDERS = Object.entries(Gender) as [keyof typeof Gender, GenderId][];

/** The polite announcement of a field's save, always in the page so screen readers hear the change. */
function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <p className={`save-status save-status--${state}`} role="status">
      {state === 'saving' ? t('settings.saving') : null}
      {state === 'saved' ? t('settings.saved') : null}
      {state === 'failed' ? t('settings.saveFailed') : null}
    </p>
  );
}

function useSaver(uuid: string) {
  const save = useSaveSetting(uuid);
  const [states, setStates] = useState<Record<SettingChange['field'], SaveState>>({
    dob: 'idle',
    gender: 'idle',
    language: 'idle',
  });
  const run = async (change: SettingChange) => {
    setStates((current) => ({ ...current, [change.field]: 'saving' }));
    const saved = await save(change);
    setStates((current) => ({ ...current, [change.field]: saved ? 'saved' : 'failed' }));
  };
  return { states, run };
}

export function EditInfo({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useUserSettings(uuid);
  if (isLoading) return <PageLoading label={t('settings.editInfo.loading')} />;
  if (error || !data) {
    return <SettingsError message={t('settings.editInfo.loadFailed')} onRetry={() => void mutate()} />;
  }
  return <EditInfoForm uuid={uuid} settings={data[0]} />;
}

function EditInfoForm({ uuid, settings }: { uuid: string; settings: UserSettings | undefined }) {
  const { t, i18n } = useTranslation();
  const ids = {
    dob: useId(),
    dobHint: useId(),
    dobError: useId(),
    gender: useId(),
    language: useId(),
    languageHint: useId(),
  };
  const { states, run } = useSaver(uuid);
  const stored = toDisplayDate(settings?.DateOfBirth);
  const [dob, setDob] = useState(stored);
  const [dobError, setDobError] = useState<string | null>(null);
  const calendarRef = useRef<HTMLInputElement>(null);
  // a new stored value (after a save, or read again) replaces what the field shows
  useEffect(() => setDob(stored), [stored]);
  const typed = checkDateOfBirth(dob);

  const gender = GENDERS.some(([, id]) => id === settings?.GenderId)
    ? (settings?.GenderId as GenderId)
    : SETTINGS_DEFAULTS.gender;
  const languageId = settings?.LanguageId || SETTINGS_DEFAULTS.languageId;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { state: lists, retry } = useReferenceLists(language);

  const commitDob = (text: string = dob) => {
    if (text.trim() === stored) {
      setDobError(null);
      return;
    }
    const check = checkDateOfBirth(text);
    if (!check.ok) {
      setDobError(
        check.error === 'range'
          ? t('settings.editInfo.dobRange', { latest: format(latestDateOfBirth(), DISPLAY_FORMAT) })
          : t('settings.editInfo.dobInvalid'),
      );
      return;
    }
    setDobError(null);
    void run({ field: 'dob', dob: check.iso });
  };

  /** The calendar's choice (yyyy-MM-dd) fills the field as MM/dd/yyyy and is saved at once. */
  const onPicked = (iso: string) => {
    const shown = toDisplayDate(iso);
    if (!shown) return;
    setDob(shown);
    commitDob(shown);
  };

  const openCalendar = () => {
    try {
      calendarRef.current?.showPicker();
    } catch {
      // a browser that refuses (no user activation) leaves the typed field, which always works
    }
  };

  const onDobKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDob();
    }
  };

  return (
    <div className="settings-form">
      <div className="field">
        <label htmlFor={ids.dob}>{t('settings.editInfo.dob')}</label>
        <p id={ids.dobHint} className="field__hint">
          {t('settings.editInfo.dobHint')}
        </p>
        <div className="dob-picker">
          <input
            id={ids.dob}
            name="dob"
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t('settings.editInfo.dobPlaceholder')}
            aria-invalid={Boolean(dobError)}
            aria-describedby={[ids.dobHint, dobError ? ids.dobError : null].filter(Boolean).join(' ')}
            value={dob}
            onChange={(event) => setDob(event.target.value)}
            onBlur={() => commitDob()}
            onKeyDown={onDobKeyDown}
          />
          {canShowPicker() ? (
            <>
              <button
                type="button"
                className="dob-picker__button"
                aria-label={t('settings.editInfo.dobCalendar')}
                title={t('settings.editInfo.dobCalendar')}
                onClick={openCalendar}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    d="M4 6h16v14H4Z M4 10h16 M8 3v5 M16 3v5"
                  />
                </svg>
              </button>
              {/* the picker's anchor: out of the tab order and the accessibility tree (the field above is the control) */}
              <input
                ref={calendarRef}
                type="date"
                className="dob-picker__native"
                tabIndex={-1}
                aria-hidden="true"
                min={LIMITS.earliestBirthDate}
                max={format(latestDateOfBirth(), API_FORMAT)}
                value={typed.ok ? typed.iso : ''}
                onChange={(event) => onPicked(event.target.value)}
              />
            </>
          ) : null}
        </div>
        {dobError ? (
          <p id={ids.dobError} className="field__error">
            {dobError}
          </p>
        ) : null}
        <SaveStatus state={states.dob} />
      </div>

      <div className="field">
        <label htmlFor={ids.gender}>{t('settings.editInfo.gender')}</label>
        <select
          id={ids.gender}
          name="gender"
          value={gender}
          onChange={(event) => void run({ field: 'gender', gender: Number(event.target.value) as GenderId })}
        >
          {GENDERS.map(([name, id]) => (
            <option key={id} value={id}>
              {t(`settings.genders.${name}`)}
            </option>
          ))}
        </select>
        <SaveStatus state={states.gender} />
      </div>

      <div className="field">
        <label htmlFor={ids.language}>{t('settings.editInfo.language')}</label>
        {/* the language the player speaks (matching), not the interface language (the top bar's picker) */}
        <p id={ids.languageHint} className="field__hint">
          {t('settings.editInfo.languageHint')}
        </p>
        {lists.status === 'failed' ? (
          <SettingsError message={t('settings.editInfo.languagesFailed')} onRetry={retry} />
        ) : (
          <select
            id={ids.language}
            name="language"
            value={languageId}
            disabled={lists.status !== 'ready'}
            aria-describedby={ids.languageHint}
            onChange={(event) => void run({ field: 'language', languageId: Number(event.target.value) })}
          >
            <option value="" disabled>
              {lists.status === 'ready' ? t('settings.editInfo.languagePlaceholder') : t('common.loading')}
            </option>
            {lists.status === 'ready'
              ? lists.lists.languages.map((entry) => (
                  <option key={entry.Id} value={entry.Id}>
                    {entry.Description}
                  </option>
                ))
              : null}
          </select>
        )}
        <SaveStatus state={states.language} />
      </div>
    </div>
  );
}
