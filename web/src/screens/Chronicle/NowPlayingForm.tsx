/**
 * The Add modal's Now Playing tab (000 §2): the event form with its fields, checked as
 * now-playing-rules.ts says. The spec calls the form a placeholder and no call stores events, so its
 * Post Event button is honest about it: it checks the form and then says that nothing was posted or
 * saved (events are coming soon); a note above the button says so before it is pressed. What was typed
 * stays while the page is open. The Game field suggests the player's own games.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserGames } from '../../state/server/user-games';
import {
  checkNowPlaying,
  EMPTY_EVENT,
  NOW_PLAYING_LIMITS,
  NOW_PLAYING_PLATFORMS,
  NOW_PLAYING_SKILLS,
  type NowPlayingEvent,
  type NowPlayingField,
  type NowPlayingIssue,
} from './now-playing-rules';

/** The event being written, kept while the page is open (the modal may close and open again). */
let kept: NowPlayingEvent = EMPTY_EVENT;
/** Forgets the kept event (tests). */
export function resetNowPlayingDraft() {
  kept = EMPTY_EVENT;
}

export function NowPlayingForm({ ownUserName }: { ownUserName: string | null }) {
  const { t } = useTranslation();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const games = useUserGames(ownUserName);
  const [event, setEvent] = useState<NowPlayingEvent>(kept);
  const [issues, setIssues] = useState<Partial<Record<NowPlayingField, NowPlayingIssue>>>({});
  const [checked, setChecked] = useState(false);

  const change = (next: Partial<NowPlayingEvent>) => {
    setEvent((current) => {
      kept = { ...current, ...next };
      return kept;
    });
    setChecked(false);
  };

  const fieldProps = (name: NowPlayingField) => ({
    id: id(name),
    'aria-invalid': issues[name] ? true : undefined,
    'aria-describedby': issues[name] ? id(`${name}-error`) : undefined,
  });
  const error = (name: NowPlayingField) =>
    issues[name] ? (
      <p id={id(`${name}-error`)} className="field__error">
        {t(`chronicle.nowPlaying.errors.${issues[name]}`)}
      </p>
    ) : null;

  return (
    <form
      className="now-playing"
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        const found = checkNowPlaying(event);
        setIssues(found);
        const first = Object.keys(found)[0];
        if (first) {
          setChecked(false);
          document.getElementById(id(first))?.focus();
          return;
        }
        setChecked(true);
      }}
    >
      <p className="field__hint now-playing__note">{t('chronicle.nowPlaying.comingSoon')}</p>
      <div className="field">
        <label htmlFor={id('game')}>{t('chronicle.nowPlaying.game')}</label>
        <input
          {...fieldProps('game')}
          type="text"
          list={id('games')}
          maxLength={NOW_PLAYING_LIMITS.gameMax}
          value={event.game}
          onChange={(input) => change({ game: input.target.value })}
        />
        <datalist id={id('games')}>
          {(games.data ?? []).map((game) => (
            <option key={game.Id} value={game.Description} />
          ))}
        </datalist>
        {error('game')}
      </div>
      <div className="now-playing__row">
        <div className="field">
          <label htmlFor={id('date')}>{t('chronicle.nowPlaying.date')}</label>
          <input
            {...fieldProps('date')}
            type="date"
            value={event.date}
            onChange={(input) => change({ date: input.target.value })}
          />
          {error('date')}
        </div>
        <div className="field">
          <label htmlFor={id('time')}>{t('chronicle.nowPlaying.time')}</label>
          <input
            {...fieldProps('time')}
            type="time"
            value={event.time}
            onChange={(input) => change({ time: input.target.value })}
          />
          {error('time')}
        </div>
      </div>
      <div className="now-playing__row">
        <div className="field">
          <label htmlFor={id('players')}>{t('chronicle.nowPlaying.players')}</label>
          <input
            {...fieldProps('players')}
            type="number"
            inputMode="numeric"
            min={NOW_PLAYING_LIMITS.playersMin}
            max={NOW_PLAYING_LIMITS.playersMax}
            step={1}
            value={event.players}
            onChange={(input) => change({ players: input.target.value })}
          />
          {error('players')}
        </div>
        <div className="field">
          <label htmlFor={id('platform')}>{t('chronicle.nowPlaying.platform')}</label>
          <select
            {...fieldProps('platform')}
            value={event.platform}
            onChange={(input) => change({ platform: input.target.value as NowPlayingEvent['platform'] })}
          >
            <option value="">{t('chronicle.nowPlaying.choosePlatform')}</option>
            {NOW_PLAYING_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`chronicle.nowPlaying.platforms.${platform}`)}
              </option>
            ))}
          </select>
          {error('platform')}
        </div>
      </div>
      <fieldset className="field now-playing__skills">
        <legend>{t('chronicle.nowPlaying.skill')}</legend>
        {NOW_PLAYING_SKILLS.map((skill) => (
          <label key={skill} className="now-playing__skill">
            <input
              type="radio"
              name={id('skill')}
              value={skill}
              checked={event.skill === skill}
              onChange={() => change({ skill })}
            />
            {t(`chronicle.nowPlaying.skills.${skill}`)}
          </label>
        ))}
      </fieldset>
      <p className="now-playing__result" role="status">
        {checked ? t('chronicle.nowPlaying.notSaved') : null}
      </p>
      <button type="submit" className="button button--primary">
        {t('chronicle.nowPlaying.postEvent')}
      </button>
    </form>
  );
}
