/**
 * Query keys of the student's notices. Shared because the home panel (features/home) shows the
 * unread ones and the notice pages (features/student-notices) invalidate them after a read.
 */
export const studentNoticeKeys = {
  all: ['studentNotices'] as const,
  unread: () => [...studentNoticeKeys.all, 'unread'] as const,
  list: () => [...studentNoticeKeys.all, 'list'] as const,
  detail: (id: number) => [...studentNoticeKeys.all, 'detail', id] as const,
};
