import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokyoDateOf } from './dates';
import { limits } from './limits';

describe('tokyoDateOf', () => {
  it('turns at midnight in Tokyo (15:00 UTC)', () => {
    expect(tokyoDateOf(new Date('2026-11-21T14:59:00.000Z'))).toBe('2026-11-21');
    expect(tokyoDateOf(new Date('2026-11-21T14:59:59.999Z'))).toBe('2026-11-21');
    expect(tokyoDateOf(new Date('2026-11-21T15:00:00.000Z'))).toBe('2026-11-22');
    expect(tokyoDateOf(new Date('2026-11-21T14:59:30.000Z'))).toBe('2026-11-21');
    expect(tokyoDateOf(new Date('2026-12-31T15:00:00.000Z'))).toBe('2027-01-01');
  });

  it('refuses an invalid instant', () => {
    expect(() => tokyoDateOf(new Date('nope'))).toThrow();
  });
});

describe('tokyoDateOf against Intl (Asia/Tokyo)', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: limits.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  it('agrees on any instant from 1970 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (ms) => {
        const instant = new Date(ms);
        expect(tokyoDateOf(instant)).toBe(intl.format(instant));
      }),
      { numRuns: 2000 },
    );
  });
});
