import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from '../error-body';
import { countCharacters, limits } from '../limits';
import { messages } from '../messages';
import {
  createNoticeSanitizer,
  encodeNoticeBody,
  decodeNoticeBody,
  isBlankNoticeBody,
  noticeBodyLength,
} from './body';
import {
  noticeDateErrors,
  noticeFormSchema as schemaWith,
  noticeStatusOf,
  type NoticeDateContext,
} from './form';
import { NoticeRegistrationBody } from './detail';

const today = '2026-06-15';
// The server's sanitiser (DOMPurify on jsdom) gives the text the body rule counts.
const sanitizer = createNoticeSanitizer(
  createDOMPurify(new JSDOM('').window as unknown as WindowLike),
);
const noticeFormSchema = (ctx: NoticeDateContext) =>
  schemaWith({ ...ctx, bodyText: sanitizer.textOf });
const valid = {
  noticeTitle: '運動会のお知らせ',
  noticeBody: '<p>本文</p>',
  noticeCategory: 1,
  noticeGroupId: 2,
  noticeStartDate: '2026-06-15',
  noticeEndDate: '2026-06-16',
  noticeImportantFlag: false,
};

describe('noticeFormSchema', () => {
  it('is built once per date context, and each context keeps its own dates', () => {
    const current = { noticeStartDate: '2026-06-01', noticeEndDate: '2026-06-30' };
    expect(noticeFormSchema({ today })).toBe(noticeFormSchema({ today }));
    expect(noticeFormSchema({ today, current })).toBe(
      noticeFormSchema({ today, current: { ...current } }),
    );
    expect(noticeFormSchema({ today, current })).not.toBe(noticeFormSchema({ today }));
    const tomorrow = noticeFormSchema({ today: '2026-06-16' });
    expect(tomorrow).not.toBe(noticeFormSchema({ today }));
    expect(noticeFormSchema({ today }).safeParse(valid).success).toBe(true);
    expect(tomorrow.safeParse(valid).success).toBe(false);
    // The saved start date is exempt from "today or later" only for the notice it belongs to.
    const saved = { ...valid, noticeStartDate: '2026-06-01' };
    expect(noticeFormSchema({ today, current }).safeParse(saved).success).toBe(true);
    expect(noticeFormSchema({ today }).safeParse(saved).success).toBe(false);
  });

  it('accepts a notice starting today and ending tomorrow, or with no end date', () => {
    expect(noticeFormSchema({ today }).safeParse(valid).success).toBe(true);
    expect(
      noticeFormSchema({ today }).safeParse({ ...valid, noticeEndDate: '9999-12-31' }).success,
    ).toBe(true);
  });

  it('answers every field message at once', () => {
    const result = noticeFormSchema({ today }).safeParse({
      noticeTitle: 'あ'.repeat(51),
      noticeBody: '<p><br></p>',
      noticeCategory: null,
      noticeStartDate: '2026-06-14',
      noticeEndDate: '2026-06-15',
      noticeImportantFlag: false,
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      noticeTitle: messages.max_length(50),
      noticeBody: messages.required,
      noticeCategory: messages.required,
      noticeGroupId: messages.required,
      noticeStartDate: messages.notice_start_date_past,
      noticeEndDate: messages.notice_end_date_not_future,
    });
  });

  it('limits the body to 5000 characters', () => {
    const ok = noticeFormSchema({ today }).safeParse({ ...valid, noticeBody: 'あ'.repeat(5000) });
    const long = noticeFormSchema({ today }).safeParse({ ...valid, noticeBody: 'あ'.repeat(5001) });
    expect(ok.success).toBe(true);
    expect(fieldErrorsOf(long.error!)).toEqual({ noticeBody: messages.max_length(5000) });
  });

  it('counts the text a reader sees, not the markup: & is 1, paragraphs add nothing, 𠮷 is 1', () => {
    // 100 paragraphs of 49 characters and an `&`: 5000 visible characters in 6100 of HTML.
    const paragraphs = `<p>${'あ'.repeat(49)}&amp;</p>`.repeat(100);
    expect(paragraphs.length).toBe(6100);
    expect(noticeBodyLength(paragraphs, sanitizer.textOf)).toBe(5000);
    const parse = (noticeBody: string) =>
      noticeFormSchema({ today }).safeParse({ ...valid, noticeBody });
    expect(parse(paragraphs).success).toBe(true);
    expect(fieldErrorsOf(parse(`${paragraphs}<p>x</p>`).error!)).toEqual({
      noticeBody: messages.max_length(5000),
    });
    expect(parse(`<p>${'𠮷'.repeat(5000)}</p>`).success).toBe(true);
    expect(parse(`<p>${'𠮷'.repeat(5001)}</p>`).success).toBe(false);
  });

  it('counts the sanitised text: removed markup and its content do not count', () => {
    const html = `<p>本文</p><script>${'x'.repeat(6000)}</script><p onclick="a()">です</p>`;
    expect(noticeBodyLength(html, sanitizer.textOf)).toBe(4);
    expect(noticeFormSchema({ today }).safeParse({ ...valid, noticeBody: html }).success).toBe(
      true,
    );
  });

  it('caps the stored HTML at 4 × the text limit, with its own message', () => {
    expect(limits.noticeBodyHtmlMax).toBe(4 * limits.noticeBodyMax);
    const atCap = `<p>${'a'.repeat(limits.noticeBodyHtmlMax - 7)}</p>`;
    // 2,858 visible characters in 20,006 characters of HTML.
    const tooMuchMarkup = '<p><b>a</b></p>'.repeat(1334) + '<p>x</p>';
    expect(countCharacters(tooMuchMarkup)).toBeGreaterThan(limits.noticeBodyHtmlMax);
    const parse = (noticeBody: string) =>
      noticeFormSchema({ today }).safeParse({ ...valid, noticeBody });
    expect(fieldErrorsOf(parse(atCap).error!)).toEqual({ noticeBody: messages.max_length(5000) });
    expect(fieldErrorsOf(parse(tooMuchMarkup).error!)).toEqual({
      noticeBody: messages.notice_body_html_too_large,
    });
  });
});

describe('countCharacters (the unit of every length rule and counter)', () => {
  it('counts code points, as zod max does', () => {
    expect(countCharacters('𠮷'.repeat(30))).toBe(30);
    expect(countCharacters('a𠮷b')).toBe(3);
    expect(countCharacters('\ud842')).toBe(1); // a lone surrogate
    expect(countCharacters('\udfb7\ud842')).toBe(2);
    for (const text of [
      '𠮷'.repeat(50),
      '𠮷'.repeat(51),
      'あ'.repeat(50),
      `${'a'.repeat(49)}\ud842`,
    ]) {
      expect(z.string().max(50).safeParse(text).success).toBe(countCharacters(text) <= 50);
    }
  });
});

describe('noticeDateErrors (spec 000 §5)', () => {
  const check = (
    noticeStartDate: string,
    noticeEndDate: string,
    current?: { noticeStartDate: string; noticeEndDate: string },
  ) => noticeDateErrors({ noticeStartDate, noticeEndDate }, { today, current });

  it('start today or later, not after the end; end after today and after the start', () => {
    expect(check('2026-06-15', '2026-06-16')).toEqual({});
    expect(check('2026-06-14', '2026-06-16')).toEqual({
      noticeStartDate: messages.notice_start_date_past,
    });
    expect(check('2026-06-20', '2026-06-18')).toEqual({
      noticeStartDate: messages.notice_start_after_end,
      noticeEndDate: messages.notice_end_before_start,
    });
    expect(check('2026-06-20', '2026-06-20')).toEqual({
      noticeEndDate: messages.notice_end_before_start,
    });
    expect(check('2026-06-15', '2026-06-15')).toEqual({
      noticeEndDate: messages.notice_end_date_not_future,
    });
    expect(check('2026-06-15', '9999-12-31')).toEqual({});
  });

  it('does not hold unchanged dates of an open notice to the today rules', () => {
    const saved = { noticeStartDate: '2026-06-01', noticeEndDate: '2026-06-10' };
    expect(check('2026-06-01', '2026-06-10', saved)).toEqual({});
    expect(check('2026-06-02', '2026-06-10', saved)).toEqual({
      noticeStartDate: messages.notice_start_date_past,
    });
    expect(check('2026-06-01', '2026-06-12', saved)).toEqual({
      noticeEndDate: messages.notice_end_date_not_future,
    });
    expect(check('2026-06-01', '2026-06-30', saved)).toEqual({});
  });
});

describe('noticeStatusOf', () => {
  const n = { noticeOpenStatus: true, noticeStartDate: '2026-06-10', noticeEndDate: '2026-06-20' };
  it.each([
    ['2026-06-09', 'PRE_RELEASE'],
    ['2026-06-10', 'IN_RELEASE'],
    ['2026-06-20', 'IN_RELEASE'],
    ['2026-06-21', 'END_OF_RELEASE'],
  ])('on %s is %s', (day, status) => expect(noticeStatusOf(n, day)).toBe(status));
  it('is DRAFT when not opened', () =>
    expect(noticeStatusOf({ ...n, noticeOpenStatus: false }, '2026-06-15')).toBe('DRAFT'));
});

describe('the body on the wire', () => {
  it('is a JSON-encoded string', () => {
    expect(decodeNoticeBody(encodeNoticeBody('<p>"a"</p>'))).toBe('<p>"a"</p>');
    expect(decodeNoticeBody('<p>not json</p>')).toBeNull();
    expect(decodeNoticeBody('123')).toBeNull();
    expect(isBlankNoticeBody('<p>&nbsp;<br></p>')).toBe(true);
  });

  it('is checked decoded by NoticeRegistrationBody', () => {
    const body = { ...valid, noticeOpenStatus: true };
    expect(
      NoticeRegistrationBody.safeParse({ ...body, noticeBody: encodeNoticeBody('<p>x</p>') })
        .success,
    ).toBe(true);
    const bad = NoticeRegistrationBody.safeParse({ ...body, noticeBody: '<p>x</p>' });
    expect(fieldErrorsOf(bad.error!)).toEqual({ noticeBody: messages.notice_body_format });
    // The route schema checks the shape and the HTML cap; the 5000 rule needs the parser (2nd step).
    const long = (html: string) =>
      NoticeRegistrationBody.safeParse({ ...body, noticeBody: encodeNoticeBody(html) });
    expect(long('x'.repeat(5001)).success).toBe(true);
    expect(fieldErrorsOf(long('x'.repeat(limits.noticeBodyHtmlMax + 1)).error!)).toEqual({
      noticeBody: messages.notice_body_html_too_large,
    });
  });
});
