import { StaffNoticeSearch } from './notice-search-screen';

/** Route NoticeSearch (/notice-search). */
export default function NoticeSearchPage() {
  return <StaffNoticeSearch />;
}
