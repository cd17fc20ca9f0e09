import { describe, expect, it } from 'vitest';
import { endDateBounds, startDateBounds } from './date-bounds';

const today = '2026-06-15';
const offered = (bounds: ReturnType<typeof startDateBounds>, iso: string) =>
  iso >= bounds.minDate && !bounds.shouldDisableDate(iso);

describe('startDateBounds (spec 000 §5: today or later, Asia/Tokyo)', () => {
  it('offers today and later, nothing before', () => {
    const b = startDateBounds({ today });
    expect(b.minDate).toBe(today);
    expect(offered(b, '2026-06-14')).toBe(false);
    expect(offered(b, today)).toBe(true);
    expect(offered(b, '2027-01-01')).toBe(true);
  });

  it('keeps the saved past start of an open notice, but no other past day', () => {
    const current = { noticeStartDate: '2026-06-01', noticeEndDate: '2026-06-30' };
    const b = startDateBounds({ today, current });
    expect(b.minDate).toBe('2026-06-01');
    expect(offered(b, '2026-06-01')).toBe(true);
    expect(offered(b, '2026-06-02')).toBe(false);
    expect(offered(b, today)).toBe(true);
  });
});

describe('endDateBounds (spec 000 §5: after today and after the start)', () => {
  it('starts the day after today, or the day after a later start', () => {
    const b = endDateBounds({ today }, today);
    expect(b.minDate).toBe('2026-06-16');
    expect(offered(b, today)).toBe(false);
    expect(offered(b, '2026-06-16')).toBe(true);
    const later = endDateBounds({ today }, '2026-07-01');
    expect(later.minDate).toBe('2026-07-02');
    expect(offered(later, '2026-07-01')).toBe(false);
    expect(offered(later, '2026-07-02')).toBe(true);
  });

  it('without a valid start, only today rules', () => {
    expect(endDateBounds({ today }, '').minDate).toBe('2026-06-16');
    expect(endDateBounds({ today }, 'invalid').minDate).toBe('2026-06-16');
  });

  it('keeps the saved end of an open notice while it is after the start', () => {
    const current = { noticeStartDate: '2026-06-01', noticeEndDate: '2026-06-10' };
    const b = endDateBounds({ today, current }, '2026-06-01');
    expect(b.minDate).toBe('2026-06-10');
    expect(offered(b, '2026-06-10')).toBe(true);
    expect(offered(b, '2026-06-11')).toBe(false);
    expect(offered(b, '2026-06-16')).toBe(true);
    const moved = endDateBounds({ today, current }, '2026-06-12');
    expect(offered(moved, '2026-06-10')).toBe(false);
  });
});
