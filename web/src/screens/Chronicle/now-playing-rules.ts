/**
 * The Now Playing form's fields and checks (000 §2 "Add modal": Game, Date, Time, Number of Players,
 * Platform (PC, Playstation, Xbox, Nintendo, Other), Preferred Skill Level (Any, High, Medium, Low)).
 * The spec gives no rules; ours: a game is named (at most 100 characters), the date and time are given
 * and not in the past, 2 to 100 players, a platform is chosen; the skill level defaults to Any.
 */
export const NOW_PLAYING_PLATFORMS = ['pc', 'playstation', 'xbox', 'nintendo', 'other'] as const;
export type NowPlayingPlatform = (typeof NOW_PLAYING_PLATFORMS)[number];
export const NOW_PLAYING_SKILLS = ['any', 'high', 'medium', 'low'] as const;
export type NowPlayingSkill = (typeof NOW_PLAYING_SKILLS)[number];

export const NOW_PLAYING_LIMITS = { gameMax: 100, playersMin: 2, playersMax: 100 } as const;

export interface NowPlayingEvent {
  game: string;
  /** yyyy-MM-dd, as the date input gives it */
  date: string;
  /** HH:mm, as the time input gives it */
  time: string;
  /** as typed */
  players: string;
  platform: NowPlayingPlatform | '';
  skill: NowPlayingSkill;
}

export type NowPlayingField = 'game' | 'date' | 'time' | 'players' | 'platform';
export type NowPlayingIssue =
  | 'gameRequired'
  | 'gameTooLong'
  | 'dateRequired'
  | 'datePast'
  | 'timeRequired'
  | 'timePast'
  | 'playersRange'
  | 'platformRequired';

export const EMPTY_EVENT: NowPlayingEvent = {
  game: '',
  date: '',
  time: '',
  players: '',
  platform: '',
  skill: 'any',
};

/** The local calendar day of `now` as yyyy-MM-dd. */
function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Each field's problem, in the form's order; empty when the event is complete. */
export function checkNowPlaying(
  event: NowPlayingEvent,
  now: Date = new Date(),
): Partial<Record<NowPlayingField, NowPlayingIssue>> {
  const issues: Partial<Record<NowPlayingField, NowPlayingIssue>> = {};
  const game = event.game.trim();
  if (!game) issues.game = 'gameRequired';
  else if (game.length > NOW_PLAYING_LIMITS.gameMax) issues.game = 'gameTooLong';

  const validDate =
    /^\d{4}-\d{2}-\d{2}$/.test(event.date) && !Number.isNaN(new Date(`${event.date}T00:00`).getTime());
  const today = localDay(now);
  if (!validDate) issues.date = 'dateRequired';
  else if (event.date < today) issues.date = 'datePast';

  if (!/^\d{2}:\d{2}$/.test(event.time)) issues.time = 'timeRequired';
  else if (validDate && event.date === today && new Date(`${event.date}T${event.time}`) < now) {
    issues.time = 'timePast';
  }

  const players = Number(event.players);
  if (
    !/^\d+$/.test(event.players.trim()) ||
    players < NOW_PLAYING_LIMITS.playersMin ||
    players > NOW_PLAYING_LIMITS.playersMax
  ) {
    issues.players = 'playersRange';
  }

  if (!event.platform) issues.platform = 'platformRequired';
  return issues;
}
