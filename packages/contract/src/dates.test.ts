import { describe, expect, it } from 'vitest';
import { tokyoDateOf } from './dates';

describe('tokyoDateOf', () => {
  it('turns at midnight in Tokyo (15:00 UTC), in either direction, within one minute', () => {
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
