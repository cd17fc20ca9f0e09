import type { Dayjs } from 'dayjs';

/** A picker's value as the contract's YYYY-MM-DD: '' when empty, 'invalid' when no such day. */
export function dateString(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid';
}
