import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  StaffNoticeDetail,
  decodeNoticeBody,
  encodeNoticeBody,
  limits,
  messages,
} from '@tayori/contract';
import { buildStudent } from '../../../test/factories';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildNoticeGroup } from '../../../test/notice-factories';
import { buildNoticeWorld, type NoticeWorld } from '../../../test/staff-notice-world';

let t: TestContext;
let w: NoticeWorld;
suiteWorld(buildNoticeWorld, (built) => ({ t, w } = built));

describe('POST /api/v1/schools/notices/new', () => {
  it('registers and opens a notice: delivered to the group, sanitised, audited', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/schools/notices/new',
      token: w.tokenOf('SCHOOL_EDITOR'),
      body: w.body({
        noticeBody: encodeNoticeBody('<p onclick="x()">本文<script>alert(1)</script></p>'),
      }),
    });
    expect(res.statusCode).toBe(200);
    const detail = StaffNoticeDetail.parse(res.json());
    expect(detail).toMatchObject({
      noticeTitle: '運動会のお知らせ',
      noticeStatus: 'PRE_RELEASE',
      noticeOpenStatus: true,
      noticeGroupId: w.group.id,
      noticeImportantFlag: true,
      endDateSettingFlag: true,
      hasCarefulRecipient: true,
      extendedSchoolCode: w.school.extendedSchoolCode,
      seq: 1,
    });
    expect(decodeNoticeBody(detail.noticeBody)).toBe('<p>本文</p>');
    expect((await w.deliveriesOf(detail.noticeId)).map((d) => d.userId).sort()).toEqual(
      w.students.map((s) => s.id).sort(),
    );
    expect(await w.auditOf(detail.noticeId)).toMatchObject([
      { action: 'create', actorUserId: w.staff.SCHOOL_EDITOR.id },
    ]);
  });

  it('delivers to ACTIVE enrolled students only (domain/students/recipients.ts), and counts the same', async () => {
    const { school } = w;
    const receiving = await buildStudent(t.db, { school, student: { isCareful: true } });
    const others = [
      await buildStudent(t.db, { school, user: { status: 'SUSPENDED' } }),
      await buildStudent(t.db, { school, user: { status: 'DELETE' } }),
      await buildStudent(t.db, { school, student: { studentStatusTypeCode: '1' } }),
      await buildStudent(t.db, { school, student: { studentStatusTypeCode: '5' } }),
    ];
    const group = await buildNoticeGroup(t.db, {
      school,
      memberIds: [receiving.id, ...others.map((s) => s.id)],
    });
    const destinations = await t.call({
      method: 'GET',
      url: '/api/v1/schools/destinations',
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(
      (
        destinations.json() as { destinationList: { noticeGroupId: number }[] }
      ).destinationList.find((d) => d.noticeGroupId === group.id),
    ).toMatchObject({ memberCount: 1, carefulCount: 1 });
    const detail = await w.create({ noticeGroupId: group.id });
    expect((await w.deliveriesOf(detail.noticeId)).map((d) => d.userId)).toEqual([receiving.id]);
    expect(detail).toMatchObject({ hasCarefulRecipient: true });
  });

  it('saves a draft without deliveries; no end date is 9999-12-31', async () => {
    const draft = await w.create({ noticeOpenStatus: false, noticeEndDate: '9999-12-31' });
    expect(draft).toMatchObject({
      noticeStatus: 'DRAFT',
      endDateSettingFlag: false,
      noticeEndDate: '9999-12-31',
    });
    expect(await w.deliveriesOf(draft.noticeId)).toEqual([]);
  });

  it('answers 400 with the per-field messages of the contract: shape first, then the date rules', async () => {
    const post = (overrides: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/v1/schools/notices/new',
        token: w.tokenOf('SCHOOL_EDITOR'),
        body: w.body(overrides),
      });
    const shape = await post({
      noticeTitle: 'あ'.repeat(51),
      noticeCategory: 'x',
      noticeStartDate: '2026-06-14',
    });
    expect(shape.statusCode).toBe(400);
    expect(ErrorBody.parse(shape.json())).toEqual({
      errorType: 'validationError',
      messages: [messages.validation_incorrect],
      fields: { noticeTitle: messages.max_length(50), noticeCategory: messages.required },
    });
    const dates = await post({ noticeStartDate: '2026-06-14', noticeEndDate: '2026-06-15' });
    expect(dates.json()).toEqual({
      errorType: 'validationError',
      messages: [messages.validation_incorrect],
      fields: {
        noticeStartDate: messages.notice_start_date_past,
        noticeEndDate: messages.notice_end_date_not_future,
      },
    });
  });

  it('keeps tabs and line breaks in a body (HTML reads them as spaces)', async () => {
    const html = '<p>一\t二\r\n三</p>';
    const created = StaffNoticeDetail.parse(await w.create({ noticeBody: encodeNoticeBody(html) }));
    expect(decodeNoticeBody(created.noticeBody)).toBe(html.replace('\r\n', '\n'));
  });

  it('keeps a body nested as deeply as the limit allows', async () => {
    const html = `${'<div>'.repeat(limits.noticeBodyDepthMax)}x`;
    const created = StaffNoticeDetail.parse(await w.create({ noticeBody: encodeNoticeBody(html) }));
    expect(decodeNoticeBody(created.noticeBody)).toContain('x');
  });

  it('counts the body as a reader sees it: 5000 characters of text, however much markup', async () => {
    const html = `<p>${'&amp;'.repeat(2500)}</p><p><b>${'𠮷'.repeat(2500)}</b></p>`;
    expect(html.length).toBeGreaterThan(5000 * 2);
    const created = StaffNoticeDetail.parse(await w.create({ noticeBody: encodeNoticeBody(html) }));
    expect(decodeNoticeBody(created.noticeBody)).toBe(html);
  });

  it.each([
    [
      'more than 5000 characters of text',
      `<p>${'&amp;'.repeat(2500)}</p><p>${'𠮷'.repeat(2501)}</p>`,
      messages.max_length(5000),
    ],
    [
      'more than 20,000 characters of HTML',
      '<p><b>a</b></p>'.repeat(1400),
      messages.notice_body_html_too_large,
    ],
    [
      // Under the cap as sent, over it as stored: sanitising gives every link target and rel.
      'more than 20,000 characters of HTML once sanitised',
      '<a href="https://a.jp">a</a>'.repeat(700),
      messages.notice_body_html_too_large,
    ],
    // jsdom's tree costs the square of the depth (6,000 levels overflowed its stack: 500).
    ['6,000 nested tags', `${'<b>'.repeat(6000)}x`, messages.notice_body_too_deep],
    ['nesting one level too deep', `${'<div>'.repeat(101)}x`, messages.notice_body_too_deep],
    ['nesting inside templates', `${'<template>'.repeat(1500)}x`, messages.notice_body_too_deep],
    // Inside the JSON string, where the request's own U+0000 check does not look.
    ['a U+0000 in its text', 'a\u0000b', messages.notice_body_format],
    ['a lone surrogate', '<p>a\ud800b</p>', messages.notice_body_format],
  ])('refuses a body of %s', async (_, html, message) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/schools/notices/new',
      token: w.tokenOf('SCHOOL_EDITOR'),
      body: w.body({ noticeBody: encodeNoticeBody(html) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { noticeBody: message } });
  });

  it.each([
    [{ noticeTitle: '' }, { noticeTitle: messages.required }],
    [{ noticeTitle: '\u200b\u3000' }, { noticeTitle: messages.required }],
    [{ noticeTitle: 'お知らせ\u202e文逆' }, { noticeTitle: messages.forbidden_characters }],
    [{ noticeTitle: 'ベル\u0007' }, { noticeTitle: messages.forbidden_characters }],
    [{ noticeTitle: '一行目\n二行目' }, { noticeTitle: messages.forbidden_characters }],
    [{ noticeTitle: 'タブ\t区切り' }, { noticeTitle: messages.forbidden_characters }],
    [{ noticeTitle: '区切り\u2028' }, { noticeTitle: messages.forbidden_characters }],
    [{ noticeBody: encodeNoticeBody('<p>\u200b</p>') }, { noticeBody: messages.required }],
    [{ noticeBody: encodeNoticeBody('<p>&#8203;</p>') }, { noticeBody: messages.required }],
    [
      { noticeBody: encodeNoticeBody('<p>逆\u202e順</p>') },
      { noticeBody: messages.forbidden_characters },
    ],
    [
      { noticeBody: encodeNoticeBody('<p>&#x202E;逆順</p>') },
      { noticeBody: messages.forbidden_characters },
    ],
    [
      { noticeBody: encodeNoticeBody('<p>\u001b[31m</p>') },
      { noticeBody: messages.forbidden_characters },
    ],
    [{ noticeBody: encodeNoticeBody('<p><br></p>') }, { noticeBody: messages.required }],
    [
      { noticeBody: encodeNoticeBody('<script>alert(1)</script>') },
      { noticeBody: messages.required },
    ],
    [
      { noticeBody: encodeNoticeBody('あ'.repeat(5001)) },
      { noticeBody: messages.max_length(5000) },
    ],
    [{ noticeBody: '<p>not JSON</p>' }, { noticeBody: messages.notice_body_format }],
    [{ noticeCategory: null }, { noticeCategory: messages.required }],
    [{ noticeCategory: 99_999_999 }, { noticeCategory: messages.choice_invalid }],
    // Past PostgreSQL's integer: no row can have it (the database would refuse the query).
    [{ noticeCategory: 2 ** 31 }, { noticeCategory: messages.choice_invalid }],
    [{ noticeGroupId: 2 ** 31 }, { noticeGroupId: messages.choice_invalid }],
    // A lone surrogate: PostgreSQL's JSON (the audit entry) cannot hold it.
    [{ noticeTitle: 'a\ud800b' }, { noticeTitle: messages.forbidden_characters }],
    [{ noticeTitle: 'a\u0000b' }, { noticeTitle: messages.forbidden_characters }],
    [{ noticeGroupId: undefined }, { noticeGroupId: messages.required }],
    [{ noticeStartDate: '' }, { noticeStartDate: messages.required }],
    [{ noticeEndDate: '2026-02-30' }, { noticeEndDate: messages.invalid_date }],
    [
      { noticeStartDate: '2026-06-25', noticeEndDate: '2026-06-21' },
      {
        noticeStartDate: messages.notice_start_after_end,
        noticeEndDate: messages.notice_end_before_start,
      },
    ],
  ])('rejects %j', async (overrides, fields) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/schools/notices/new',
      token: w.tokenOf('VISTA_EDITOR'),
      body: w.body(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorType: 'validationError',
      messages: [messages.validation_incorrect],
      fields,
    });
  });

  it("answers 404 for another school's group to a SCHOOL_EDITOR, but lets VISTA_EDITOR send to it", async () => {
    const body = w.body({ noticeGroupId: w.otherGroup.id });
    const denied = await t.call({
      method: 'POST',
      url: '/api/v1/schools/notices/new',
      token: w.tokenOf('SCHOOL_EDITOR'),
      body,
    });
    expect(denied.statusCode).toBe(404);
    const vista = await w.create({ noticeGroupId: w.otherGroup.id }, 'VISTA_EDITOR');
    expect(vista).toMatchObject({
      extendedSchoolCode: w.otherSchool.extendedSchoolCode,
      hasCarefulRecipient: false,
    });
  });

  it('is refused to viewers', async () => {
    for (const role of ['VISTA_VIEWER', 'SCHOOL_VIEWER'] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/schools/notices/new',
        token: w.tokenOf(role),
        body: w.body(),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
