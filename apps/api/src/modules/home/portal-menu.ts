/**
 * The staff home's administration items: the portal's own screens (spec 001 §2, portal-only items),
 * offered on every database. A school's menus are data (menu_categories, menu_items) that the demo
 * seeds and a school edits; a fresh database has none, and its first administrator must still
 * reach the account, group and notice screens from the home. Each item is shown to those its
 * screen's access rule admits: the same rule the web's route table and the endpoints use.
 */
import {
  announceReaders,
  contactabilityReaders,
  isAllowed,
  noticeGroupReaders,
  noticeReaders,
  rosterImporters,
  accessLogReaders,
  staffAccountViewers,
  staffOnly,
  studentAccountViewers,
  tutorAccountViewers,
  type Access,
  type AccessSubject,
  type MenuCategory,
  type MenuItem,
} from '@tayori/contract';

const CATEGORY_TITLE = '管理';

interface PortalMenuItem {
  title: string;
  icon: string;
  url: string;
  access: Access;
}

export const portalMenuItems: readonly PortalMenuItem[] = [
  { title: 'お知らせ管理', icon: 'mail', url: '/notice-search', access: noticeReaders },
  { title: '通知グループ管理', icon: 'school', url: '/notice-group', access: noticeGroupReaders },
  { title: 'お知らせメール', icon: 'mail', url: '/announce', access: announceReaders },
  { title: '連絡到達状況', icon: 'mail', url: '/contactability', access: contactabilityReaders },
  {
    title: '教職員メールアドレス検索',
    icon: 'mail',
    url: '/staff-email-address-search',
    access: staffOnly,
  },
  {
    title: '学生アカウント検索',
    icon: 'school',
    url: '/student-account-search',
    access: studentAccountViewers,
  },
  {
    title: '教職員アカウント検索',
    icon: 'person',
    url: '/staff-account-search',
    access: staffAccountViewers,
  },
  {
    title: 'チューターアカウント検索',
    icon: 'person',
    url: '/tutor-account-search',
    access: tutorAccountViewers,
  },
  {
    title: '有料ライセンス集計',
    icon: 'assignment',
    url: '/paied-licenses-summary',
    access: staffOnly,
  },
  // docs/decisions/roster-import.md: the roster import, for SYSTEM_ADMINISTRATOR.
  { title: '名簿の取り込み', icon: 'settings', url: '/roster-import', access: rosterImporters },
  // docs/decisions/access-log.md: who looked at and changed whose data, for SYSTEM_ADMINISTRATOR.
  { title: '操作ログ', icon: 'assignment', url: '/access-log', access: accessLogReaders },
];

/**
 * The categories with the administration items the caller may open added to the category titled
 * 管理 (a new last one when the school has none), except those the school's menus already hold (by
 * address): the school's item, with its title, place and availability, wins.
 */
export function withPortalMenu(
  categories: MenuCategory[],
  principal: AccessSubject,
): MenuCategory[] {
  const listed = new Set(categories.flatMap((c) => c.menuList.map((item) => item.url)));
  const menuList: MenuItem[] = portalMenuItems
    .filter((item) => !listed.has(item.url) && isAllowed(item.access, principal))
    .map(({ title, icon, url }) => ({
      title,
      icon,
      iconUrl: null,
      url,
      campusOnly: false,
      portalOnly: true,
      available: true,
    }));
  if (!menuList.length) return categories;
  const own = categories.find((c) => c.categoryTitle === CATEGORY_TITLE);
  if (!own) return [...categories, { categoryTitle: CATEGORY_TITLE, menuList }];
  return categories.map((c) => (c === own ? { ...c, menuList: [...c.menuList, ...menuList] } : c));
}
