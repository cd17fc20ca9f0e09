import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { accessLogReaders } from './roles';
import { RoleType } from './enums';
import { emptyAsAbsent, optionalText, RequiredDate } from './fields';
import { limits } from './limits';
import { messages } from './messages';
import { pagedList, pagedSearchQuery } from './paging';

/**
 * The 「操作ログ」 (docs/decisions/access-log.md): every answer carrying students' personal data
 * writes an access entry beside the audit of writes, in the same table; a system administrator
 * searches both by staff, student and period, pages them and exports them as CSV. Nothing edits
 * or deletes an entry but the retention job.
 */

/** The answers that write an access entry: the endpoints that carry students' personal data. */
export const accessLogReads = [
  'studentSearch',
  'studentCsv',
  'studentDetail',
  'staffNoticeReadStatus',
  'staffNoticeUnreadCsv',
  'noticeGroupStudents',
  'noticeGroupDetail',
  'announceListUsers',
  'announceSendList',
  'temporaryPassword',
] as const;
export type AccessLogRead = (typeof accessLogReads)[number];

/** What each read is called on the screen and in the CSV. */
export const accessLogReadLabels: Record<AccessLogRead, string> = {
  studentSearch: '学生検索',
  studentCsv: '学生検索のCSV',
  studentDetail: '学生詳細',
  staffNoticeReadStatus: 'お知らせの既読状況',
  staffNoticeUnreadCsv: 'お知らせの未読者CSV',
  noticeGroupStudents: '通知グループの学生一覧',
  noticeGroupDetail: '通知グループのメンバー',
  announceListUsers: '一斉メールの宛先リスト',
  announceSendList: '一斉メールの宛先検索',
  temporaryPassword: '仮パスワード発行',
};

/** The audit of writes' actions, as the screen names them; others are shown as stored. */
const writeActionLabels: Record<string, string> = {
  create: '登録',
  update: '更新',
  delete: '削除',
  'read-secret': '秘密情報の参照',
  'identity-check': '本人確認',
  'link-identity': 'サインインの連携',
  'issue-temporary-password': '仮パスワード発行',
  'reset-second-factors': '2段階認証のリセット',
  import: '取り込み',
  // An instance's writer of the access log started and closed (a start without its close: the
  // instance was killed, and its last moment of reads may be missing).
  'access-log-start': '記録の開始',
  'access-log-stop': '記録の終了',
};

/** The records writes are about (the API's AuditEntity), as the screen names them. */
const entityLabels: Record<string, string> = {
  user: 'アカウント',
  staff: '教職員',
  tutor: 'チューター',
  student: '学生',
  notice: 'お知らせ',
  'notice-group': '通知グループ',
  'announce-mail': '一斉メール',
  'announce-list': '宛先リスト',
  'roster-import': '名簿の取り込み',
  'mail-suppression': 'メール送信停止',
  'push-device': '通知を受け取る端末',
  'notice-reminder': '再通知',
  'notice-reminder-rule': '再通知のルール',
  'reminder-settings': '再通知の設定',
  'access-log': '操作ログ',
};

export const AccessLogKind = z.enum(['read', 'write']);
export type AccessLogKind = z.infer<typeof AccessLogKind>;

/** An entry's operation in words: the read's name, or the write's action and record. */
export function accessLogOperationLabel(e: {
  kind: AccessLogKind;
  operation: string;
  entity: string;
}): string {
  if (e.kind === 'read') return accessLogReadLabels[e.operation as AccessLogRead] ?? e.operation;
  const action = writeActionLabels[e.operation] ?? e.operation;
  return `${entityLabels[e.entity] ?? e.entity}の${action}`;
}

/** Most students an entry names by name in an answer; the count says how many there were. */
export const accessLogNamedStudentsMax = 5;

/** A part of a staff name or address, or of a student name, kana or 学籍番号. */
const AccessLogText = optionalText(limits.nameMax);

const conditions = {
  /** Part of the staff member's name or kana, or their e-mail address. */
  staff: emptyAsAbsent(AccessLogText),
  /** Part of the student's name or kana, or their 学籍番号 (exactly). */
  student: emptyAsAbsent(AccessLogText),
  from: emptyAsAbsent(RequiredDate),
  to: emptyAsAbsent(RequiredDate),
  /** Reads only, writes only; absent: both. */
  kind: emptyAsAbsent(AccessLogKind),
};
const periodInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const periodOrderIssue = { message: messages.access_log_period_order, path: ['to'] };

/** The search conditions; every one optional, the period's ends inclusive (Tokyo days). */
export const AccessLogConditions = z.object(conditions).refine(periodInOrder, periodOrderIssue);
export type AccessLogConditions = z.infer<typeof AccessLogConditions>;

export const accessLogPageSize = 50;

export const AccessLogQuery = pagedSearchQuery({ pageSize: accessLogPageSize })
  .extend(conditions)
  .refine(periodInOrder, periodOrderIssue);
export type AccessLogQuery = z.infer<typeof AccessLogQuery>;

export const AccessLogStudent = z.object({
  uid: z.string(),
  name: z.string(),
  studentNumber: z.string().nullable(),
});
export type AccessLogStudent = z.infer<typeof AccessLogStudent>;

export const AccessLogEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  staffUserId: z.string().nullable(),
  staffName: z.string().nullable(),
  /** The role when the entry was written (null for writes recorded before reads were). */
  roleType: RoleType.nullable(),
  kind: AccessLogKind,
  /** A read: the endpoint's name (accessLogReads); a write: its action. */
  operation: z.string(),
  /** The kind of record (a write's AuditEntity; a read's record kind). */
  entity: z.string(),
  /** The record read or written (a notice's id, a group's id); empty for a search. */
  recordId: z.string(),
  /** The first accessLogNamedStudentsMax students concerned, with their names as they are now. */
  students: z.array(AccessLogStudent),
  /** How many students the answer carried (1 for a write about one student, 0 for none). */
  studentCount: z.number().int(),
  /** The client's address (TRUST_PROXY's hop of X-Forwarded-For). */
  address: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

/** The most matches counted; beyond, the screen says "more than" and asks to narrow down. */
export const accessLogCountMax = 10_000;

export const AccessLogPage = pagedList(
  'accessLogList',
  'accessLogTotalCount',
  AccessLogEntry,
).extend({
  /** Whether there are more matches than accessLogTotalCount (counted up to accessLogCountMax). */
  accessLogCountCapped: z.boolean(),
});
export type AccessLogPage = z.infer<typeof AccessLogPage>;

export const accessLogEndpoints = {
  accessLogSearch: defineEndpoint({
    ...apiRoutes.accessLogSearch,
    query: AccessLogQuery,
    response: AccessLogPage,
    access: accessLogReaders,
    summary:
      'Reads of students’ personal data and staff writes, newest first, by staff, student and period.',
  }),
  accessLogCsv: defineEndpoint({
    ...apiRoutes.accessLogCsv,
    query: AccessLogConditions,
    response: z.string(),
    access: accessLogReaders,
    summary: 'Every entry matching the conditions as CSV (UTF-8 with a BOM), newest first.',
  }),
};
