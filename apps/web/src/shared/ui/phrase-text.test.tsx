import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PhraseText, wordsOf } from './phrase-text';

describe('PhraseText', () => {
  it.each([
    ['学生アカウント検索', ['学生', 'アカウント', '検索']],
    ['チューターアカウント検索', ['チューター', 'アカウント', '検索']],
    ['教職員メールアドレス検索', ['教職員', 'メールアドレス', '検索']],
    ['学内Wi-Fi設定', ['学内', 'Wi-Fi', '設定']],
    ['ITリテラシー検定（準備中）', ['IT', 'リテラシー', '検定', '（準備', '中）']],
  ])('%s breaks only between its words', (text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });

  it('keeps the text as it is, with a break opportunity between words only', () => {
    const { container } = render(<PhraseText text="有料ライセンス集計" />);
    expect(container.textContent).toBe('有料ライセンス集計');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect((container.firstChild as HTMLElement).style.wordBreak).toBe('keep-all');
  });
});
