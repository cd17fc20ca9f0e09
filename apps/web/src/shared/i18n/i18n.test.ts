import { describe, expect, it } from 'vitest';
import { t } from '.';

describe('t', () => {
  it('gives the message of a key', () => {
    expect(t('sign_in')).toBe('サインイン');
  });

  it('fills every placeholder, a number as its digits', () => {
    expect(t('home_greeting', { lastName: '山田', firstName: '花子' })).toBe(
      '山田 花子 さん、こんにちは。',
    );
    expect(t('notice_char_count', { count: 12, max: 50 })).toBe('12 / 50');
  });

  it('leaves a missing value empty', () => {
    expect(t('search_hits', {})).toBe('検索結果：件');
  });
});
