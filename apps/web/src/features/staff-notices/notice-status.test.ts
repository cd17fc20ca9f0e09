import { describe, expect, it } from 'vitest';
import { ja } from '../../shared/i18n';
import { noticeIdOf, noticeStatuses, noticeStatusKey } from './notice-status';

describe('status labels', () => {
  it('names the four statuses in Japanese', () => {
    expect(noticeStatuses.map((s) => ja[noticeStatusKey(s)])).toEqual([
      '下書き',
      '公開前',
      '公開中',
      '公開終了',
    ]);
    expect(noticeStatusKey('PRE_RELEASE')).toBe('notice_status_PRE_RELEASE');
  });
});

describe('noticeIdOf', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999999999999', null],
    [undefined, null],
  ] as const)('%s → %s', (raw, id) => expect(noticeIdOf(raw)).toBe(id));
});
