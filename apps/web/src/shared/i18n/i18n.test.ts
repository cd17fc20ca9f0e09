import { describe, expect, it } from 'vitest';
import { t } from '.';
import { areas } from './ja';

describe('t', () => {
  it('gives the message of a key', () => {
    expect(t('sign_in')).toBe('サインイン');
  });

  it('fills every placeholder, a number as its digits', () => {
    expect(t('home_greeting', { lastName: '山田', firstName: '花子' })).toBe(
      '山田 花子 さん、こんにちは。',
    );
    expect(t('field_char_count', { count: 12, max: 50 })).toBe('12 / 50');
  });

  it('leaves a missing value empty', () => {
    expect(t('search_hits', {})).toBe('検索結果：件');
  });
});

describe('ja', () => {
  it('keeps each key in one area only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, messages] of Object.entries(areas)) {
      for (const key of Object.keys(messages)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${area})`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
  });
});
