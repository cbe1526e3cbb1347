/**
 * The match ring (000 §1, §4 "Match ring", §9): the combined score as a ring that fills and counts
 * up over 1200 ms, or shows at once when the system asks for reduced motion. Its accessible name is
 * the score ("72% match"). Beyond the spec it explains itself: hovering, focusing or pressing it
 * shows the four parts of the score in words ("3 shared games · both competitive · both on PC") and
 * the one change to your own profile that would raise the score most. The explanation is also the
 * ring's accessible description, so a screen reader hears it on focus. Escape hides it; moving the
 * pointer onto it keeps it open.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../lib/contract/constants';
import { usePrefersReducedMotion } from '../../lib/hooks/use-reduced-motion';
import type { ProfileMatch } from '../../state/server/profile-match';
import { describeMatch, type MatchWords } from './match-words';

const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const clampScore = (score: number) => Math.round(Math.min(100, Math.max(0, score)));

/** `target` counted up from 0 over `duration` ms (ease-out), or `target` at once when `still`. */
export function useCountUp(target: number, duration: number, still: boolean): number {
  const [shown, setShown] = useState(still ? target : 0);
  useEffect(() => {
    if (still) {
      setShown(target);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      setShown(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, still]);
  return shown;
}

/** The ring drawing: a track and an arc filled to `value` percent. Decorative. */
function RingArt({ value, size }: { value: number; size: number }) {
  return (
    <svg className="match-ring__art" viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
      <circle className="match-ring__track" cx="50" cy="50" r={RADIUS} />
      <circle
        className="match-ring__arc"
        cx="50"
        cy="50"
        r={RADIUS}
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
        transform="rotate(-90 50 50)"
      />
    </svg>
  );
}

/** The explanation panel's content. */
function Explanation({ score, words, own }: { score: number; words: MatchWords | null; own: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="match-ring__explain-title">{t('people.matchRing.explainTitle', { score })}</p>
      {own || !words ? (
        <p className="match-ring__summary">{t('people.matchRing.ownNote')}</p>
      ) : (
        <>
          <p className="match-ring__summary">{words.summary}</p>
          <ul className="match-ring__parts" aria-label={t('people.matchRing.partsLabel')}>
            {words.parts.map((part) => (
              <li key={part.part} className="match-ring__part">
                <span className="match-ring__part-name">{t(`people.matchRing.part.${part.part}`)}</span>
                <span className="match-ring__part-percent">
                  {t('people.matchRing.partPercent', { percent: clampScore(part.percent) })}
                </span>
                <span className="match-ring__part-words">
                  {part.words}
                  {part.detail ? <span className="match-ring__part-detail"> ({part.detail})</span> : null}
                </span>
              </li>
            ))}
          </ul>
          <div className="match-ring__suggestion">
            <p className="match-ring__suggestion-title">{t('people.matchRing.suggestionTitle')}</p>
            {words.suggestion ? (
              <p>
                {words.suggestion.change}{' '}
                <span className="match-ring__suggestion-score">{words.suggestion.score}</span>
              </p>
            ) : (
              <p className="muted">{t('people.matchRing.noSuggestion')}</p>
            )}
          </div>
        </>
      )}
    </>
  );
}

export interface MatchRingProps {
  /** combinedScore, 0–100 */
  score: number;
  /** the parts and their explanation (getProfileMatch); absent on your own profile */
  match?: ProfileMatch;
  /** your own profile: 100%, nothing to explain but that */
  own?: boolean;
}

export function MatchRing({ score, match, own = false }: MatchRingProps) {
  const { t, i18n } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const target = clampScore(score);
  const shown = useCountUp(target, TIMINGS.matchRingAnimation, reduced);
  const panelId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (hovered || focused || pinned);
  const words = match ? describeMatch(t, match, i18n.language) : null;

  return (
    <div
      className={`match-ring${open ? ' match-ring--open' : ''}`}
      onPointerEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="match-ring__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={panelId}
        onFocus={() => {
          setDismissed(false);
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          // a press keeps it open (a tap on a phone both focuses and presses); a second press closes it
          setDismissed(pinned);
          setPinned(!pinned);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // the explanation closes, not the card around it (WCAG 1.4.13)
            event.stopPropagation();
            event.nativeEvent.stopImmediatePropagation();
            setPinned(false);
            setDismissed(true);
          }
        }}
      >
        <RingArt value={shown} size={112} />
        <span className="match-ring__value" aria-hidden="true">
          {shown}
          <span className="match-ring__percent">%</span>
        </span>
        <span className="visually-hidden">{t('people.matchRing.label', { score: target })}</span>
      </button>
      <div id={panelId} className="match-ring__explain" hidden={!open}>
        <Explanation score={target} words={words} own={own} />
      </div>
    </div>
  );
}

/** A small, still ring with the score, for rows and tiles of people. */
export function ScoreBadge({ score }: { score: number }) {
  const { t } = useTranslation();
  const value = clampScore(score);
  return (
    <span className="score-badge">
      <RingArt value={value} size={40} />
      <span className="score-badge__value" aria-hidden="true">
        {value}
      </span>
      <span className="visually-hidden">{t('people.row.score', { score: value })}</span>
    </span>
  );
}
