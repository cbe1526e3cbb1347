import { birthDateRange, isAllowedBirthDate } from '../../../lambdas/domain/birth-date';

const NOW = new Date('2025-06-01T12:00:00Z');

describe('birth dates (001 §5)', () => {
  it('ranges from 1900-01-01 to 31 December of the year eight years ago (UTC)', () => {
    expect(birthDateRange(NOW)).toEqual({ earliest: '1900-01-01', latest: '2017-12-31' });
    expect(birthDateRange(new Date('2025-12-31T23:59:59Z')).latest).toBe('2017-12-31');
    expect(birthDateRange(new Date('2026-01-01T00:00:00Z')).latest).toBe('2018-12-31');
  });

  it('accepts the bounds and refuses dates outside them', () => {
    expect(isAllowedBirthDate('1900-01-01', NOW)).toBe(true);
    expect(isAllowedBirthDate('2017-12-31', NOW)).toBe(true);
    expect(isAllowedBirthDate('1899-12-31', NOW)).toBe(false);
    expect(isAllowedBirthDate('2018-01-01', NOW)).toBe(false);
  });
});
