/** The baseline of POST /api/v1/schools/notices/new (commands.ts createNotice, then getNoticeDetail). */
import { encodeNoticeBody, limits, noticeStatusOf, type StaffNoticeDetail } from '@tayori/contract';
import type { Replay } from './replay';
import type { BaselineInput } from './types';

/**
 * The detail of a visible notice (detail.ts getNoticeDetail) from its row: the notice's columns in
 * the table's order, then its group's name, its school's code and name.
 */
function noticeDetail(
  r: unknown[],
  today: string,
  hasCarefulRecipient: boolean,
): StaffNoticeDetail {
  const n = {
    noticeOpenStatus: r[7] as boolean,
    noticeStartDate: r[8] as string,
    noticeEndDate: r[9] as string,
  };
  return {
    noticeId: r[0] as number,
    noticeTitle: r[4] as string,
    noticeBody: encodeNoticeBody(r[5] as string),
    noticeCategory: r[3] as number,
    ...n,
    noticeGroupId: r[2] as number,
    noticeGroupName: r[19] as string,
    noticeImportantFlag: r[6] as boolean,
    everOpened: r[10] !== null,
    endDateSettingFlag: n.noticeEndDate !== limits.noEndDate,
    noticeStatus: noticeStatusOf(n, today),
    seq: r[14] as number,
    hasCarefulRecipient,
    extendedSchoolCode: r[20] as string,
    schoolName: r[21] as string,
    // The bench registers as a writer (policy.ts noticeAbilities: every ability).
    abilities: { edit: true, delete: true, copy: true, readStatus: true },
    // The bench's notices have no reminder rule.
    reminderRule: null,
    reminderSteps: [],
  };
}

/**
 * Creates an open notice as the API does (the category and group checks, the transaction: the
 * row, its deliveries, their count, the audit) and answers its detail from the last two
 * statements: the notice as its caller sees it, and whether a careful student is among its
 * recipients.
 */
export async function createOpenNotice(
  replay: Replay,
  { today }: BaselineInput,
): Promise<StaffNoticeDetail> {
  const results = await replay.all();
  const [notice] = results.at(-2)!;
  return noticeDetail(notice!, today, results.at(-1)!.length > 0);
}
