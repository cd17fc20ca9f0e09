import { useMemo } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { tokyoDateOf, type NoticeDateContext, type NoticeForm } from '@tayori/contract';
import { noticeSchemaFor, toContractValues, type NoticeFormValues } from './notice-rules';

/**
 * The contract's notice form schema as the form's resolver. "Today" is taken at each validation
 * (Asia/Tokyo), so a form left open across midnight is judged by the new day.
 */
export function noticeFormResolver(
  current?: NoticeDateContext['current'],
): Resolver<NoticeFormValues, unknown, NoticeForm> {
  return async (values, context, options) => {
    const schema = noticeSchemaFor({ today: tokyoDateOf(new Date()), current });
    const resolve = zodResolver(schema);
    const result = await resolve(
      toContractValues(values) as z.input<typeof schema>,
      context,
      options as unknown as Parameters<typeof resolve>[2],
    );
    return result as unknown as ResolverResult<NoticeFormValues, NoticeForm>;
  };
}

/** The registration/edit form; `current` = the saved dates of an open notice (edit only). */
export function useNoticeForm(
  defaultValues: NoticeFormValues,
  current?: NoticeDateContext['current'],
) {
  const start = current?.noticeStartDate;
  const end = current?.noticeEndDate;
  const resolver = useMemo(
    () =>
      noticeFormResolver(
        start !== undefined && end !== undefined
          ? { noticeStartDate: start, noticeEndDate: end }
          : undefined,
      ),
    [start, end],
  );
  return useForm<NoticeFormValues, unknown, NoticeForm>({
    defaultValues,
    resolver,
    reValidateMode: 'onChange',
    // A failed save focuses (and scrolls to) the first invalid field; every field wires its ref.
    shouldFocusError: true,
  });
}
