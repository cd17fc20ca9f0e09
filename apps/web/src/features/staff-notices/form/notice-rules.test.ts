import { describe, expect, it } from 'vitest';
import {
  decodeNoticeBody,
  fieldErrorsOf,
  messages,
  type StaffNoticeDetail,
} from '@tayori/contract';
import { ja } from '../../../shared/i18n';
import {
  confirmMessageKey,
  copyOf,
  emptyNoticeForm,
  formValuesOf,
  openActionOf,
  toContractValues,
  toRegistrationBody,
  validateNoticeForm,
  type NoticeFormValues,
} from './notice-rules';

const today = '2026-06-15';

/** A stored notice as GET answers it (category 3, group 4, important), the body JSON-encoded. */
const stored = (title: string, body: string, start: string, end: string) =>
  ({
    noticeTitle: title,
    noticeBody: JSON.stringify(body),
    noticeCategory: 3,
    noticeGroupId: 4,
    noticeStartDate: start,
    noticeEndDate: end,
    noticeImportantFlag: true,
  }) as StaffNoticeDetail;

const filled: NoticeFormValues = {
  ...emptyNoticeForm(today),
  noticeTitle: '件名',
  noticeBody: '<p>本文</p>',
  noticeCategory: 1,
  noticeGroupId: 2,
  noticeEndDate: '2026-06-30',
};

describe('openActionOf (spec 000 §4: 予約 when the start date is after today in Asia/Tokyo)', () => {
  it.each([
    ['2026-06-16', 'reserve'],
    ['2027-01-01', 'reserve'],
    ['2026-06-15', 'save'],
    ['2026-06-01', 'save'],
    ['', 'save'],
    ['invalid', 'save'],
  ] as const)('start %s → %s', (start, action) => {
    expect(openActionOf(start, today)).toBe(action);
  });

  it('labels the buttons 保存 and 予約', () => {
    expect(ja.notice_button_save).toBe('保存');
    expect(ja.notice_button_reserve).toBe('予約');
  });
});

describe('confirmMessageKey: special wording when the group holds a careful student', () => {
  it.each(['draft', 'save', 'reserve'] as const)('%s', (action) => {
    const plain = ja[confirmMessageKey(action, false)];
    const careful = ja[confirmMessageKey(action, true)];
    expect(plain).not.toContain('配慮');
    expect(careful).toContain('配慮が必要な生徒が含まれています');
    expect(careful).not.toBe(plain);
  });

  it('says what each action does', () => {
    expect(ja[confirmMessageKey('reserve', false)]).toContain('予約');
    expect(ja[confirmMessageKey('save', true)]).toContain('保存');
    expect(ja[confirmMessageKey('draft', true)]).toContain('下書き');
  });
});

describe('終了日を設定しない', () => {
  it('sends 9999-12-31 whatever the end date field holds', () => {
    expect(toContractValues({ ...filled, noEndDate: true }).noticeEndDate).toBe('9999-12-31');
    expect(toContractValues({ ...filled, noEndDate: true, noticeEndDate: '' }).noticeEndDate).toBe(
      '9999-12-31',
    );
    expect(toContractValues(filled).noticeEndDate).toBe('2026-06-30');
  });

  it('passes the contract rules without an end date, and needs one otherwise', () => {
    const parsed = validateNoticeForm({ ...filled, noticeEndDate: '', noEndDate: true }, { today });
    expect(parsed.success && parsed.data.noticeEndDate).toBe('9999-12-31');
    const missing = validateNoticeForm({ ...filled, noticeEndDate: '' }, { today });
    // The form shows the first message of each field.
    expect(fieldErrorsOf(missing.error!)).toEqual({ noticeEndDate: messages.required });
  });

  it('is checked when a stored notice ends on 9999-12-31', () => {
    const detail = stored('t', '<p>b</p>', '2026-06-20', '9999-12-31');
    const values = formValuesOf(detail);
    expect(values.noEndDate).toBe(true);
    expect(values.noticeEndDate).toBe('');
    expect(values.noticeBody).toBe('<p>b</p>');
    expect(values.noticeStartDate).toBe('2026-06-20');
  });
});

describe('the contract rules through the form', () => {
  it('answers a half-typed date as invalid and a past start as past', () => {
    const invalid = validateNoticeForm({ ...filled, noticeStartDate: 'invalid' }, { today });
    expect(invalid.error?.issues[0]?.message).toBe(messages.invalid_date);
    const past = validateNoticeForm({ ...filled, noticeStartDate: '2026-06-14' }, { today });
    expect(past.error?.issues[0]?.message).toBe(messages.notice_start_date_past);
  });

  it('needs a category and a group', () => {
    const empty = validateNoticeForm(
      { ...filled, noticeCategory: null, noticeGroupId: null },
      { today },
    );
    expect(empty.error?.issues.map((i) => i.path[0])).toEqual(['noticeCategory', 'noticeGroupId']);
  });
});

describe('toRegistrationBody', () => {
  it('JSON-encodes the sanitised body and says whether to open the notice', () => {
    const parsed = validateNoticeForm(
      { ...filled, noticeBody: '<p onclick="x()">本文<script>alert(1)</script></p>' },
      { today },
    );
    const body = toRegistrationBody(parsed.data!, true);
    expect(body.noticeOpenStatus).toBe(true);
    expect(decodeNoticeBody(body.noticeBody)).toBe('<p>本文</p>');
    expect(toRegistrationBody(parsed.data!, false).noticeOpenStatus).toBe(false);
  });
});

describe('copyOf (spec 000 §4: only the title and the body carry over)', () => {
  it('starts a new notice today with the title and body only', () => {
    const source = stored('元の件名', '<p>元の本文</p>', '2026-01-01', '2026-02-01');
    const copy = copyOf(source, today);
    expect(copy).toEqual({
      ...emptyNoticeForm(today),
      noticeTitle: '元の件名',
      noticeBody: '<p>元の本文</p>',
    });
    expect(copy.noticeStartDate).toBe(today);
  });
});
