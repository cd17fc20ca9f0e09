import { AdminNoticeSearch } from './notice-search-screen';

/** Route NoticeSearchForAdmin (/notice-search-for-admin). */
export default function NoticeSearchForAdminPage() {
  return <AdminNoticeSearch />;
}
