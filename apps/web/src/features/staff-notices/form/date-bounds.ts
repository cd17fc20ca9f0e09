import dayjs from 'dayjs';
import { isRealDate, noticeDateErrors, type NoticeDateContext } from '@tayori/contract';

/** What a date picker's calendar offers: the contract's date rules as minDate and greyed days. */
export interface CalendarBounds {
  /** The first day offered (YYYY-MM-DD); earlier months cannot be opened. */
  minDate: string;
  /** Days the rule refuses. */
  shouldDisableDate(day: string): boolean;
}

/**
 * From `earliest` on, plus the saved date of an open notice when the rule still allows it (an
 * unchanged date is not held to the "today" rules, so an IN_RELEASE notice keeps its past start).
 */
function boundsOf(
  earliest: string,
  saved: string | undefined,
  refused: (iso: string) => boolean,
): CalendarBounds {
  const keepSaved = saved !== undefined && isRealDate(saved) && saved < earliest && !refused(saved);
  return { minDate: keepSaved ? saved : earliest, shouldDisableDate: refused };
}

/** 開始日 (spec 000 §5): today or later in Asia/Tokyo. The end date does not narrow it here. */
export function startDateBounds(ctx: NoticeDateContext): CalendarBounds {
  return boundsOf(
    ctx.today,
    ctx.current?.noticeStartDate,
    (iso) => noticeDateErrors({ noticeStartDate: iso }, ctx).noticeStartDate !== undefined,
  );
}

/** 終了日 (spec 000 §5): after today in Asia/Tokyo and after the start date (as the form holds it). */
export function endDateBounds(ctx: NoticeDateContext, start: string): CalendarBounds {
  const floor = isRealDate(start) && start > ctx.today ? start : ctx.today;
  return boundsOf(
    dayjs(floor).add(1, 'day').format('YYYY-MM-DD'),
    ctx.current?.noticeEndDate,
    (iso) =>
      noticeDateErrors({ noticeStartDate: start, noticeEndDate: iso }, ctx).noticeEndDate !==
      undefined,
  );
}
