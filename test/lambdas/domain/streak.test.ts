import { currentStreak, nextStreak, utcDay } from '../../../lambdas/domain/streak';

const at = (iso: string) => new Date(iso);
const state = (currentStreakCount: number, lastStreakDay: string | null) => ({
  currentStreakCount,
  lastStreakDay,
});

describe('nextStreak', () => {
  it('starts at 1 for a first post', () => {
    expect(nextStreak(state(0, null), at('2025-06-01T12:00:00Z'))).toEqual({ count: 1, day: '2025-06-01' });
  });

  it('changes nothing on the same UTC day', () => {
    expect(nextStreak(state(4, '2025-06-01'), at('2025-06-01T23:59:59Z'))).toBeUndefined();
  });

  it('adds one on the next UTC day, across months and years', () => {
    expect(nextStreak(state(4, '2025-06-01'), at('2025-06-02T00:00:00Z'))).toEqual({
      count: 5,
      day: '2025-06-02',
    });
    expect(nextStreak(state(9, '2024-12-31'), at('2025-01-01T08:00:00Z'))).toEqual({
      count: 10,
      day: '2025-01-01',
    });
    expect(nextStreak(state(2, '2024-02-28'), at('2024-02-29T08:00:00Z'))).toEqual({
      count: 3,
      day: '2024-02-29',
    });
  });

  it('starts again at 1 after a missed day', () => {
    expect(nextStreak(state(4, '2025-06-01'), at('2025-06-03T00:00:01Z'))).toEqual({
      count: 1,
      day: '2025-06-03',
    });
  });

  it('counts UTC days, not the local time zone: 23:30 UTC and 00:30 UTC are different days', () => {
    expect(utcDay(at('2025-06-01T23:30:00Z'))).toBe('2025-06-01');
    expect(nextStreak(state(1, '2025-06-01'), at('2025-06-02T00:30:00Z'))).toEqual({
      count: 2,
      day: '2025-06-02',
    });
  });
});

describe('currentStreak', () => {
  it('shows the count through the next day and 0 once a day was missed', () => {
    expect(currentStreak(state(4, '2025-06-01'), at('2025-06-01T12:00:00Z'))).toBe(4);
    expect(currentStreak(state(4, '2025-06-01'), at('2025-06-02T12:00:00Z'))).toBe(4);
    expect(currentStreak(state(4, '2025-06-01'), at('2025-06-03T12:00:00Z'))).toBe(0);
    expect(currentStreak(state(0, null), at('2025-06-03T12:00:00Z'))).toBe(0);
  });
});
