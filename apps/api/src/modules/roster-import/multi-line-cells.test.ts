import { describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import { importSuite } from '../../../test/roster-import-world';

const suite = importSuite();

const HEADER = '学校コード,サインインID,利用者種別,権限,姓,名,姓カナ,名カナ,備考';
const account = (n: string, cells: { last?: string; kana?: string; notes?: string } = {}) =>
  [
    suite.w.school.extendedSchoolCode,
    `ml${n}@multi-line.example.jp`,
    'TUTOR',
    '-',
    cells.last ?? '田中',
    '次郎',
    cells.kana ?? 'タナカ',
    'ジロウ',
    cells.notes ?? '-',
  ].join(',');

describe('a roster whose cells hold line breaks (docs/roster-import.md "What is refused")', () => {
  it('names each row by the line it starts on, in a file saved with CRLF throughout', async () => {
    // Lines: 1 header; 2–4 a note of three lines; 5 a bad kana; 6 empty; 7–8 a bad kana whose
    // note runs on; 9 a bad kana.
    const file = [
      HEADER,
      account('1', { notes: '"一行目\r\n二行目\r\n三行目"' }),
      account('2', { kana: 'abc' }),
      '',
      account('3', { kana: 'abc', notes: '"続く\r\n備考"' }),
      account('4', { kana: 'abc' }),
    ].join('\r\n');
    const preview = await suite.w.preview('accounts', file + '\r\n');
    expect(preview.rejections).toEqual([
      { line: 5, column: '姓カナ', message: messages.kana_format },
      { line: 7, column: '姓カナ', message: messages.kana_format },
      { line: 9, column: '姓カナ', message: messages.kana_format },
    ]);
    expect(preview.changes.map((c) => [c.line, c.key])).toEqual([[2, `ml1@multi-line.example.jp`]]);
  });

  it('refuses a name holding a line break or a direction override, as every one-line text', async () => {
    const file = [
      HEADER,
      account('5', { last: '"田\n中"' }),
      account('6', { last: '田\u202E中' }),
      account('7', { notes: '"備考は\n複数行でよい"' }),
    ].join('\r\n');
    const preview = await suite.w.preview('accounts', file);
    expect(preview.rejections).toEqual([
      { line: 2, column: '姓', message: messages.forbidden_characters },
      { line: 4, column: '姓', message: messages.forbidden_characters },
    ]);
    expect(preview.counts).toMatchObject({ new: 1, rejected: 2 });
  });
});
