import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTokyoHour, tokyoDateOf, tokyoHourOf, tokyoStartOf } from './dates';
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

describe('Tokyo hours', () => {
  it('tells the hour in Tokyo, a day’s 00:00 there, and the next given hour', () => {
    expect(tokyoHourOf(new Date('2026-11-28T14:59:00Z'))).toBe(23);
    expect(tokyoHourOf(new Date('2026-11-28T15:00:00Z'))).toBe(0);
    expect(tokyoStartOf('2026-11-29').toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(tokyoStartOf('2026-11-29', 7).toISOString()).toBe('2026-11-28T22:00:00.000Z');
    const next = (iso: string, hour: number) => nextTokyoHour(new Date(iso), hour).toISOString();
    expect(next('2026-11-28T21:59:59Z', 7)).toBe('2026-11-28T22:00:00.000Z');
    // Exactly at the hour: the next day's.
    expect(next('2026-11-28T22:00:00Z', 7)).toBe('2026-11-29T22:00:00.000Z');
    expect(next('2026-12-31T20:00:00Z', 4)).toBe('2027-01-01T19:00:00.000Z');
  });
});
