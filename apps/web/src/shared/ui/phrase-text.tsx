import { Fragment, useMemo } from 'react';

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('ja', { granularity: 'word' })
    : null;

const KATAKANA = /^[\u30A0-\u30FF]+$/;
const LATIN = /^[\x21-\x7E]+$/;
/** Closing marks stay with the word before them, opening ones with the word after. */
const CLOSING = /^[）」』】〕、。，．・！？]+$/;
const OPENING = /^[（「『【〔]+$/;

/**
 * The places a line may break: between the segmenter's words, except inside a katakana word it
 * does not know (ICU's dictionary splits チューター into チ|ュ|ー|ター: pieces of one or two
 * characters are joined, while known words such as アカウント stay apart), inside a run of Latin
 * letters (Wi|-|Fi), before a closing mark or after an opening one.
 */
export function wordsOf(text: string): string[] {
  if (!segmenter) return [text];
  const words: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const last = words.at(-1);
    const joins =
      last !== undefined &&
      ((KATAKANA.test(last) &&
        KATAKANA.test(segment) &&
        Math.min(last.length, segment.length) <= 2) ||
        (LATIN.test(last) && LATIN.test(segment)) ||
        CLOSING.test(segment) ||
        OPENING.test(last.slice(-1)));
    if (joins) words[words.length - 1] = last + segment;
    else words.push(segment);
  }
  return words;
}

/**
 * Japanese text that wraps between words, never inside one: the words (Intl.Segmenter, the
 * browser's dictionary) are joined by <wbr> and the text keeps its characters together otherwise
 * (`keep-all`), so a menu title wraps as 学生アカウント / 検索, not 学生アカウント検 / 索. A word
 * wider than the line still breaks anywhere rather than overflow. Without Segmenter it wraps as
 * the browser would.
 */
export function PhraseText({ text }: { text: string }) {
  const words = useMemo(() => wordsOf(text), [text]);
  if (words.length < 2) return <>{text}</>;
  return (
    <span style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </span>
  );
}
