import {
  AdminNoticeSearchQuery,
  limits,
  NoticeStatus,
  StaffNoticeSearchQuery,
} from '@tayori/contract';

/** The search conditions as the URL holds them, so a reload or a shared link keeps them. */
export interface SearchConditions {
  title: string;
  noticeStatus: NoticeStatus | '';
  extendedSchoolCode: string;
  /** 1-based. */
  page: number;
}

const pageOf = StaffNoticeSearchQuery.shape.page;
const titleOf = StaffNoticeSearchQuery.shape.title;

/**
 * Reads the conditions from the query string; anything the contract would refuse is dropped, but
 * a title over the limit (a hand-edited link) is cut to it rather than dropped: the search stays
 * about what was asked.
 */
export function readConditions(params: URLSearchParams): SearchConditions {
  const typed = [...(params.get('title') ?? '')].slice(0, limits.noticeTitleMax).join('');
  const title = titleOf.safeParse(typed);
  const status = NoticeStatus.safeParse(params.get('noticeStatus'));
  const page = pageOf.safeParse(params.get('page') ?? undefined);
  const school = AdminNoticeSearchQuery.shape.extendedSchoolCode.safeParse(
    params.get('extendedSchoolCode') ?? '',
  );
  return {
    title: title.success ? (title.data ?? '') : '',
    noticeStatus: status.success ? status.data : '',
    extendedSchoolCode: school.success ? school.data : '',
    page: page.success ? page.data : 1,
  };
}

/** The query string of the conditions: empty ones and page 1 are left out. */
export function writeConditions(c: SearchConditions): URLSearchParams {
  const params = new URLSearchParams();
  if (c.extendedSchoolCode) params.set('extendedSchoolCode', c.extendedSchoolCode);
  if (c.title) params.set('title', c.title);
  if (c.noticeStatus) params.set('noticeStatus', c.noticeStatus);
  if (c.page > 1) params.set('page', String(c.page));
  return params;
}

/** The API query of the staff search. */
export const staffQueryOf = (c: SearchConditions): StaffNoticeSearchQuery => ({
  limit: limits.noticePageSize,
  page: c.page,
  title: c.title || undefined,
  noticeStatus: c.noticeStatus || undefined,
});

/** The API query of the administrator search, or null until a school is chosen. */
export const adminQueryOf = (c: SearchConditions): AdminNoticeSearchQuery | null =>
  c.extendedSchoolCode ? { ...staffQueryOf(c), extendedSchoolCode: c.extendedSchoolCode } : null;
