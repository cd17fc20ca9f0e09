import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWrittenDate } from './written-date';

const day = (date: string) => ({ date });
const impossible = { impossible: true };

describe('readWrittenDate', () => {
  it('reads how Excel shows a date cell and how a person types one', () => {
    for (const text of [
      '20080514',
      '2008/5/14',
      '2008/05/14',
      '2008-5-14',
      '2008.5.14',
      '2008年5月14日',
      '２００８／５／１４',
      ' 2008/5/14 ',
      '2008/5/14 0:00',
      '2008/05/14 00:00:00',
      '平成20年5月14日',
      'H20.5.14',
      'h20/5/14',
      '平成20/5/14',
      '㍻20.5.14',
    ])
      expect(readWrittenDate(text), text).toEqual(day('20080514'));
    expect(readWrittenDate('2007/12/3')).toEqual(day('20071203'));
    expect(readWrittenDate('R2.4.1')).toEqual(day('20200401'));
    expect(readWrittenDate('令和元年5月1日')).toEqual(day('20190501'));
    expect(readWrittenDate('昭和64年1月7日')).toEqual(day('19890107'));
  });

  it('says a date-shaped cell with no such day is impossible', () => {
    for (const text of [
      '2008/2/30',
      '20080230',
      '2007/13/1',
      '2008年4月31日',
      '平成31年5月1日', // 令和元年
      '昭和64年1月8日', // 平成元年
      'R0.4.1',
      'R1.4.30', // 平成31年
    ])
      expect(readWrittenDate(text), text).toEqual(impossible);
  });

  it('leaves what is not written as a date to the field rule', () => {
    for (const text of ['', '2008', '200805', '08/5/14', '5/14/2008', 'X20.5.14', '2008/5/14 9:30'])
      expect(readWrittenDate(text), text).toBeNull();
  });

  it("reads every day from 1900 to 2100 as Intl's japanese calendar writes it", () => {
    const formats = [
      { era: 'long', year: 'numeric', month: 'numeric', day: 'numeric' },
      { era: 'narrow', year: 'numeric', month: 'numeric', day: 'numeric' },
      { era: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    ].map(
      (o) =>
        new Intl.DateTimeFormat('ja-JP-u-ca-japanese', {
          ...(o as Intl.DateTimeFormatOptions),
          timeZone: 'UTC',
        }),
    );
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }), (ms) => {
        const instant = new Date(ms);
        const expected = instant.toISOString().slice(0, 10).replace(/-/g, '');
        for (const format of formats)
          expect(readWrittenDate(format.format(instant))).toEqual(day(expected));
      }),
      { numRuns: 2000 },
    );
  });
});
