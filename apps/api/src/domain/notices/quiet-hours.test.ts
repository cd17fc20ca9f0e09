import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours';

describe('quietUntil', () => {
  it('is null from 07:00 to 21:00 in Tokyo, else the next 07:00', () => {
    const at = (iso: string) => quietUntil(new Date(iso))?.toISOString() ?? null;
    // 07:00 and 20:59 in Tokyo.
    expect(at('2026-06-15T22:00:00.000Z')).toBeNull();
    expect(at('2026-06-16T11:59:59.000Z')).toBeNull();
    // 21:00 and 23:30: the next morning.
    expect(at('2026-06-16T12:00:00.000Z')).toBe('2026-06-16T22:00:00.000Z');
    expect(at('2026-06-16T14:30:00.000Z')).toBe('2026-06-16T22:00:00.000Z');
    // 00:10 and 06:59 across midnight: the same morning.
    expect(at('2026-06-16T15:10:00.000Z')).toBe('2026-06-16T22:00:00.000Z');
    expect(at('2026-06-16T21:59:00.000Z')).toBe('2026-06-16T22:00:00.000Z');
    // New Year's Eve, 23:00 in Tokyo.
    expect(at('2026-12-31T14:00:00.000Z')).toBe('2026-12-31T22:00:00.000Z');
  });
});
