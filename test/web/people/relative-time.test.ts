import { formatRelativeTime, relativeAmount } from '../../../web/src/lib/relative-time';

const NOW = new Date(2026, 10, 23, 15, 0, 0); // 23 Nov 2026, 15:00 local time
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relative time (000 §9)', () => {
  it.each([
    ['45 s', ago(45_000), { value: -45, unit: 'second' }],
    ['59 min', ago(59 * MINUTE), { value: -59, unit: 'minute' }],
    ['23 h', ago(23 * HOUR), { value: -23, unit: 'hour' }],
    ['yesterday, 30 h ago', ago(30 * HOUR), { value: -1, unit: 'day' }],
    ['7 calendar days', new Date(2026, 10, 16, 20, 0), { value: -7, unit: 'day' }],
    ['8 days is a week', new Date(2026, 10, 15, 12, 0), { value: -1, unit: 'week' }],
    ['27 days is 3 weeks', new Date(2026, 9, 27, 12, 0), { value: -3, unit: 'week' }],
    ['5 weeks is a month', new Date(2026, 9, 19, 12, 0), { value: -1, unit: 'month' }],
    ['11 months', new Date(2025, 11, 24, 12, 0), { value: -10, unit: 'month' }],
    ['13 months is last year', new Date(2025, 9, 1, 12, 0), { value: -1, unit: 'year' }],
    ['3 years', new Date(2023, 5, 1, 12, 0), { value: -3, unit: 'year' }],
    ['a future time counts as now', new Date(NOW.getTime() + 5_000), { value: -0, unit: 'second' }],
  ])('%s', (_name, time, expected) => {
    expect(relativeAmount(time, NOW)).toEqual(expected);
  });

  it('words the amount in the interface language through Intl.RelativeTimeFormat', () => {
    expect(formatRelativeTime(ago(3 * MINUTE), 'en', NOW)).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(30 * HOUR), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(new Date(2025, 9, 1), 'en', NOW)).toBe('last year');
    expect(formatRelativeTime(ago(30 * HOUR), 'es', NOW)).toBe('ayer');
    expect(formatRelativeTime(ago(3 * MINUTE).toISOString(), 'ja', NOW)).toBe('3 分前');
  });

  it('gives null for a missing or unreadable time (the caller shows "unknown", 000 §8)', () => {
    expect(formatRelativeTime(null, 'en', NOW)).toBeNull();
    expect(formatRelativeTime('', 'en', NOW)).toBeNull();
    expect(formatRelativeTime('not a date', 'en', NOW)).toBeNull();
  });
});
