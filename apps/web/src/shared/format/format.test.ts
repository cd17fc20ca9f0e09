import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './count';
import { formatDate } from './date';
import { formatRate, NO_VALUE } from './rate';

describe('formatRate', () => {
  it.each([
    [92.5, '92.5%'],
    [100, '100.0%'],
    [0, '0.0%'],
    [87.24, '87.2%'],
    [87.25, '87.3%'],
    [92.35, '92.4%'],
    [66.66666, '66.7%'],
    [99.95, '100.0%'],
  ])('%s → %s', (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });

  it('shows dashes when there is no rate', () => {
    expect(formatRate(null)).toBe(NO_VALUE);
    expect(formatRate(undefined)).toBe(NO_VALUE);
    expect(formatRate(Number.NaN)).toBe(NO_VALUE);
  });
});

describe('formatUnreadCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %s', (count, shown) => {
    expect(formatUnreadCount(count)).toBe(shown);
  });

  it('never shows a negative count', () => {
    expect(formatUnreadCount(-3)).toBe('0');
  });
});

describe('formatDate', () => {
  it('writes YYYY-MM-DD with slashes', () => {
    expect(formatDate('2026-04-01')).toBe('2026/04/01');
    expect(formatDate('unknown')).toBe('unknown');
  });
});
