import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeReturnPath('/notice-list?page=2')).toBe('/notice-list?page=2');
  });

  it.each([
    undefined,
    null,
    '',
    'home',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/lock',
    '/cushion?code=x',
    '/',
  ])('falls back to /home for %s', (value) => {
    expect(safeReturnPath(value)).toBe('/home');
  });
});
