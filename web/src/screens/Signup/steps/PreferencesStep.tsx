/**
 * Step 6, 'Step 4 of 5', 'Tell Us A Little More' (001 §2, §3): gaming style (relaxed or competitive,
 * one at most), platforms (ids 2..7), how often they play (codes 1..5), and the family friendly,
 * streamer, microphone and moderator switches.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Frequency,
  GameStyle,
  REAL_PLATFORMS,
  type FrequencyId,
  type PlatformId,
} from '../../../../../lib/contract/codes';
import { frequencyLabelKey, platformLabelKey } from '../../../locale/code-labels';
import { PREFERENCE_FLAGS, type SignupDraft } from '../../../state/flows/signup-draft';
import { Switch, ToggleChip } from '../components/Toggle';

type Preferences = Pick<SignupDraft, 'gamingStyle' | 'platforms' | 'frequency' | 'flags'>;

const STYLES = [
  ['relaxed', GameStyle.Relaxed],
  ['competitive', GameStyle.Competitive],
] as const;
const FREQUENCIES = Object.values(Frequency) as FrequencyId[];

/** The choices are kept in the drafts as they are made, so jumping back loses none of them. */
export function PreferencesStep({
  draft,
  onChange,
  onContinue,
}: {
  draft: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const ids = { style: useId(), platforms: useId(), frequency: useId() };
  const { gamingStyle, platforms, frequency, flags } = draft;

  const togglePlatform = (platform: PlatformId) =>
    onChange({
      platforms: platforms.includes(platform)
        ? platforms.filter((id) => id !== platform)
        : REAL_PLATFORMS.filter((id) => id === platform || platforms.includes(id)),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <form className="signup-form" noValidate onSubmit={submit}>
      <div className="field" role="group" aria-labelledby={ids.style}>
        <p id={ids.style} className="field__label">
          {t('signup.preferences.style')}
        </p>
        <p className="field__hint">{t('signup.preferences.styleHint')}</p>
        <div className="chip-row">
          {STYLES.map(([name, id]) => (
            <ToggleChip
              key={name}
              label={t(`signup.preferences.${name}`)}
              pressed={gamingStyle === id}
              // the two are exclusive; pressing the chosen one again leaves both off (any)
              onToggle={() => onChange({ gamingStyle: gamingStyle === id ? GameStyle.Any : id })}
            />
          ))}
        </div>
      </div>

      <div className="field" role="group" aria-labelledby={ids.platforms}>
        <p id={ids.platforms} className="field__label">
          {t('signup.preferences.platforms')}
        </p>
        <p className="field__hint">{t('signup.preferences.platformsHint')}</p>
        <div className="chip-row">
          {REAL_PLATFORMS.map((platform) => (
            <ToggleChip
              key={platform}
              label={t(platformLabelKey(platform))}
              pressed={platforms.includes(platform)}
              onToggle={() => togglePlatform(platform)}
            />
          ))}
        </div>
      </div>

      <fieldset className="field">
        <legend>{t('signup.preferences.frequency')}</legend>
        <div className="radio-row">
          {FREQUENCIES.map((id) => (
            <label key={id} className="radio">
              <input
                type="radio"
                name={ids.frequency}
                value={id}
                checked={frequency === id}
                onChange={() => onChange({ frequency: id })}
              />
              <span>{t(frequencyLabelKey(id))}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="switch-list">
        {PREFERENCE_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`signup.preferences.${flag}`)}
            description={t(`signup.preferences.${flag}Hint`)}
            checked={flags[flag]}
            onChange={(checked) => onChange({ flags: { ...flags, [flag]: checked } })}
          />
        ))}
      </div>

      <div className="signup-form__actions">
        <button type="submit" className="button button--primary">
          {t('signup.continue')}
        </button>
      </div>
    </form>
  );
}
