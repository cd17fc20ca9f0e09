/** Demo notices. Dates are offsets in days from today (Asia/Tokyo), so every status is present on any day. */
import type { NoticeCategoryName } from './catalog';

export interface DemoNotice {
  /** Index into demoWorld's schools. */
  school: number;
  /** Name of a notification group of that school. */
  group: string;
  category: NoticeCategoryName;
  title: string;
  body: string;
  important?: boolean;
  /** false: a draft (openStatus false). */
  open: boolean;
  start: number;
  /** Offset of the end date, or null for no end date (9999-12-31). */
  end: number | null;
  /** Whether the demo student has read it (opened notices addressed to the demo student only). */
  demoRead?: boolean;
}

export const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Notices of 札幌中央高等学院 in release and addressed to the demo student. */
export const demoStudentNotices: readonly DemoNotice[] = [
  // 札幌中央高等学院: in release, addressed to the demo student (5 read, 8 unread).
  {
    school: 0,
    group: '全校生徒',
    category: '重要',
    title: '【重要】後期授業料の納入期限について',
    important: true,
    open: true,
    start: -10,
    end: null,
    demoRead: false,
    body: p(
      '後期授業料の納入期限は<strong>今月末</strong>です。',
      '口座振替の方は前日までに残高をご確認ください。<br>ご不明な点は事務室までお問い合わせください。',
    ),
  },
  {
    school: 0,
    group: '全校生徒',
    category: '学校行事',
    title: '文化祭の実行委員を募集します',
    open: true,
    start: -5,
    end: 20,
    demoRead: true,
    body:
      p('今年度の文化祭の実行委員を募集します。') +
      ul('募集人数：各学年5名', '活動日：毎週水曜日 放課後', '申込：担任の先生まで'),
  },
  {
    school: 0,
    group: '2年生',
    category: '手続き',
    title: '2年生 進路面談の日程のお知らせ',
    important: true,
    open: true,
    start: -3,
    end: 14,
    demoRead: false,
    body: p(
      '2年生を対象に進路面談を行います。',
      '日程は下記の予約ページから選択してください。<br>[https://example.com/career/interview]',
    ),
  },
  {
    school: 0,
    group: '情報科 2年',
    category: '授業',
    title: '情報Iの課題提出について',
    open: true,
    start: -2,
    end: null,
    demoRead: false,
    body: p(
      '情報Iの第3回課題の提出期限は<strong>来週金曜日</strong>です。',
      'eラーニングから提出してください。',
    ),
  },
  {
    school: 0,
    group: '全校生徒',
    category: 'その他',
    title: '図書館の開館時間変更のお知らせ',
    open: true,
    start: -20,
    end: null,
    demoRead: true,
    body:
      p('図書館の開館時間を変更します。') +
      ul('平日：9:00〜18:00', '土曜日：10:00〜15:00', '日曜・祝日：休館'),
  },
  {
    school: 0,
    group: '全校生徒',
    category: '学校行事',
    title: '長期休業中の登校日について',
    open: true,
    start: -1,
    end: 30,
    demoRead: false,
    body:
      p('長期休業中の登校日は次のとおりです。<br>登校日には課題を持参してください。') +
      ul('休業開始の翌週 月曜日（全学年）', '授業再開の前週 金曜日（全学年）'),
  },
  {
    school: 0,
    group: '全校生徒',
    category: '手続き',
    title: '奨学金申請書類の提出について（本日締切）',
    important: true,
    open: true,
    start: -7,
    end: 0,
    demoRead: false,
    body: p(
      '奨学金の申請書類は<strong>本日</strong>が提出期限です。',
      '詳細は次のページをご覧ください。[https://example.com/scholarship]',
    ),
  },
  {
    school: 0,
    group: '情報科 2年',
    category: '授業',
    title: 'プログラミング講座（放課後）参加者募集',
    open: true,
    start: 0,
    end: null,
    demoRead: false,
    body: p(
      '放課後のプログラミング講座の参加者を募集します。',
      '初心者歓迎です。申込は[https://example.com/programming-course]から。',
    ),
  },
  {
    school: 0,
    group: '2年生',
    category: 'その他',
    title: '健康診断の結果配布について',
    open: true,
    start: -15,
    end: 15,
    demoRead: true,
    body: p(
      '健康診断の結果をホームルームで配布します。<br>再検査の対象者は保健室で案内を受け取ってください。',
    ),
  },
  {
    school: 0,
    group: '全校生徒',
    category: '重要',
    title: '【重要】台風接近時の休校の判断基準',
    important: true,
    open: true,
    start: -30,
    end: null,
    demoRead: true,
    body:
      p('午前6時の時点で暴風警報が発表されている場合は休校とします。') +
      ul('午前10時までに解除：午後から授業', '午前10時以降も継続：終日休校'),
  },
  {
    school: 0,
    group: '情報科 2年',
    category: '授業',
    title: 'ITパスポート試験 受験申込のご案内',
    open: true,
    start: -4,
    end: 25,
    demoRead: false,
    body: p(
      'ITパスポート試験の団体申込を受け付けます。',
      '試験の概要：[https://example.com/it-passport]',
    ),
  },
  {
    school: 0,
    group: '全校生徒',
    category: '手続き',
    title: '通学定期券の証明書発行について',
    open: true,
    start: -12,
    end: null,
    demoRead: false,
    body: p('通学証明書は事務室の窓口で発行します。<br>学生証を持参してください。'),
  },
  {
    school: 0,
    group: '2年生',
    category: '学校行事',
    title: '保護者会開催のお知らせ',
    open: true,
    start: -6,
    end: 10,
    demoRead: true,
    body: p('2年生の保護者会を開催します。', '出欠は担任の先生までお知らせください。'),
  },
];
