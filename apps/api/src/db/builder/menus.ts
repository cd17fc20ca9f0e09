/** The demo home menus and chatbot settings. */
import type { RoleType } from '@tayori/contract';
type UserTypeName = 'STUDENT' | 'STAFF' | 'TUTOR' | 'OTHER';
const ALL: UserTypeName[] = ['STUDENT', 'STAFF', 'TUTOR', 'OTHER'];
const STUDENT: UserTypeName[] = ['STUDENT'];
const NON_STUDENT: UserTypeName[] = ['STAFF', 'TUTOR', 'OTHER'];

/** A small custom icon image (used instead of a built-in icon), self-contained so it works offline. */
const customIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44"><circle cx="22" cy="22" r="20" fill="#f57c00"/><path d="M22 9l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="#fff"/></svg>',
  );

export interface DemoMenuItem {
  title: string;
  icon: string | null;
  iconUrl: string | null;
  url: string;
  campusOnly?: boolean;
  portalOnly?: boolean;
  available?: boolean;
  userTypes: UserTypeName[];
  /** The staff roles that see it; absent: every role. */
  roleTypes?: readonly RoleType[];
}

/**
 * Portal-only items point at routes of the app: only routes that exist. The staff's administration
 * screens are not here: every database offers them (modules/home/portal-menu.ts). A chatbot page item
 * (`/comconnect-ai?app=…`) is offered only to those its chatbot setting reaches
 * (apps/api/src/domain/chatbot/settings.ts).
 */
export const demoMenus: readonly { title: string; items: readonly DemoMenuItem[] }[] = [
  {
    title: '学習',
    items: [
      {
        title: 'eラーニング',
        icon: 'computer',
        iconUrl: null,
        url: 'https://example.com/e-learning',
        userTypes: ['STUDENT', 'TUTOR'],
      },
      {
        title: '時間割',
        icon: 'calendar',
        iconUrl: null,
        url: 'https://example.com/timetable',
        userTypes: STUDENT,
      },
      {
        title: '出席状況',
        icon: 'description',
        iconUrl: null,
        url: '/attendance-rate-detail',
        portalOnly: true,
        userTypes: STUDENT,
      },
      {
        title: 'レポート提出',
        icon: 'book',
        iconUrl: null,
        url: 'https://example.com/reports',
        userTypes: ['STUDENT', 'TUTOR'],
      },
      {
        title: 'ITリテラシー検定（準備中）',
        icon: 'school',
        iconUrl: null,
        url: 'https://example.com/literacy-test',
        available: false,
        userTypes: ALL,
      },
    ],
  },
  {
    title: '学校生活',
    items: [
      {
        title: 'お知らせ一覧',
        icon: 'mail',
        iconUrl: null,
        url: '/notice-list',
        portalOnly: true,
        userTypes: STUDENT,
      },
      {
        title: '学内Wi-Fi設定',
        icon: 'computer',
        iconUrl: null,
        url: 'https://example.com/campus-wifi',
        campusOnly: true,
        userTypes: ALL,
      },
      {
        title: '証明書発行申請',
        icon: 'description',
        iconUrl: null,
        url: 'https://example.com/certificates',
        userTypes: STUDENT,
      },
      {
        title: '学校行事カレンダー',
        icon: null,
        iconUrl: customIcon,
        url: 'https://example.com/events',
        userTypes: ALL,
      },
    ],
  },
  {
    title: 'サポート',
    items: [
      {
        title: 'ヘルプ・よくある質問',
        icon: 'help',
        iconUrl: null,
        url: 'https://example.com/help',
        userTypes: ALL,
      },
      {
        title: 'お問い合わせ',
        icon: 'mail',
        iconUrl: null,
        url: 'https://example.com/contact',
        userTypes: ALL,
      },
      {
        title: '教職員マニュアル',
        icon: 'book',
        iconUrl: null,
        url: 'https://example.com/staff-manual',
        userTypes: NON_STUDENT,
      },
      {
        title: '学習サポートAI（デモ）',
        icon: 'chat',
        iconUrl: null,
        url: '/comconnect-ai?app=study-support',
        portalOnly: true,
        userTypes: ['STAFF'],
      },
      {
        title: '教務システム',
        icon: 'computer',
        iconUrl: null,
        url: 'https://example.com/academic-system',
        campusOnly: true,
        available: false,
        userTypes: ['STAFF', 'TUTOR'],
      },
    ],
  },
];

/** Chatbot settings: the home widget (widgetName null) and one named standalone widget. */
export const demoChatbotSettings = [
  {
    widgetName: null,
    sdkKey: 'demo-sdk-key-home',
    widget: {
      title: 'たよりアシスタント',
      greeting: 'こんにちは。ご質問をどうぞ。',
      placement: 'bottom-right',
    },
  },
  {
    widgetName: 'study-support',
    sdkKey: 'demo-sdk-key-study-support',
    widget: {
      title: '学習サポートAI（デモ）',
      greeting: '学習のことなら何でも聞いてください。',
      placement: 'standalone',
    },
  },
] as const;
