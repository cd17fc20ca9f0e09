import { describe, expect, it } from 'vitest';
import { csvCell, csvStream } from './csv';

describe('csvCell', () => {
  it("writes empty as the spec's dash, and leaves that dash alone", () => {
    expect([null, undefined, ''].map((v) => csvCell(v))).toEqual(['-', '-', '-']);
  });

  it('makes every formula start inert, full-width signs included', () => {
    for (const v of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝1', '＋1', '－1', '＠A']) {
      expect(csvCell(v), JSON.stringify(v)).toBe(`'${v}`);
    }
    expect(csvCell('ヤマダ')).toBe('ヤマダ');
    expect(csvCell(2025)).toBe('2025');
  });

  it('writes digits as they are: no character is added to keep a leading zero', () => {
    expect(csvCell('09012345678')).toBe('09012345678');
    expect(csvCell('00001')).toBe('00001');
  });
});

describe('csvStream', () => {
  it('streams the BOM, the header and each batch, quoting what needs it', async () => {
    async function* batches() {
      yield [{ a: 'x,y', b: null }];
      yield [{ a: 'say "hi"', b: '=cmd' }];
    }
    const stream = csvStream(
      [
        { header: '甲', value: (r: { a: string; b: string | null }) => r.a },
        { header: '乙', value: (r: { a: string; b: string | null }) => r.b },
      ],
      batches(),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      '\uFEFF甲,乙\r\n"x,y",-\r\n"say ""hi""",\'=cmd\r\n',
    );
  });

  it('quotes a cell with a line break of its own, so a note of several lines stays one cell', async () => {
    async function* batches() {
      yield [{ a: 'first\n@x', b: 'one\rtwo' }];
      yield [{ a: 'ok', b: 'a\r\nb' }];
    }
    const stream = csvStream(
      [
        { header: '甲', value: (r: { a: string; b: string }) => r.a },
        { header: '乙', value: (r: { a: string; b: string }) => r.b },
      ],
      batches(),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    // A spreadsheet ends a row at a bare LF or CR outside quotes: the "@x" would start a row of
    // its own, as a formula.
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      '\uFEFF甲,乙\r\n"first\n@x","one\rtwo"\r\nok,"a\r\nb"\r\n',
    );
  });
});
