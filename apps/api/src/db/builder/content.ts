/** Titles and sanitised HTML bodies of generated notices, composed from Japanese templates. */
import type { Rng } from './random';

const titles: Record<string, readonly string[]> = {
  重要: [
    '【重要】授業料の納入期限について',
    '【重要】台風接近時の休校の判断基準',
    '【重要】個人情報の取り扱いに関するお願い',
    '【重要】学費支払い方法変更のお知らせ',
    '【重要】不審メールへの注意喚起',
    '【重要】感染症対策についてのお願い',
  ],
  学校行事: [
    '文化祭の実行委員を募集します',
    '体育祭の開催について',
    '保護者会開催のお知らせ',
    '修学旅行説明会のお知らせ',
    '長期休業中の登校日について',
    '校舎清掃ボランティアの募集',
    '卒業式の日程について',
    'スクーリング日程のお知らせ',
  ],
  授業: [
    '課題提出期限のお知らせ',
    '期末試験の時間割',
    'オンライン授業の接続テストについて',
    '夏期講習の申込について',
    '補習授業の実施について',
    'ITパスポート試験 受験申込のご案内',
    'レポート再提出の案内',
    '履修登録の締切について',
  ],
  手続き: [
    '奨学金申請書類の提出について',
    '通学定期券の証明書発行について',
    '学生証の再発行手続きについて',
    '進路面談の日程のお知らせ',
    '住所変更届の提出について',
    '各種証明書の発行方法',
  ],
  その他: [
    '図書館の開館時間変更のお知らせ',
    '健康診断の結果配布について',
    '年末年始の窓口休業について',
    '落とし物のお知らせ',
    '学内Wi-Fiのメンテナンスについて',
    'アンケートご協力のお願い',
  ],
};

const sentences = [
  '詳細は下記をご確認ください。',
  'ご不明な点は事務室までお問い合わせください。',
  '期限までに必ず手続きを済ませてください。',
  '保護者の方にもお伝えください。',
  '対象の方には個別に連絡します。',
  '締切を過ぎた場合は受け付けできませんので、ご注意ください。',
  '当日は学生証を持参してください。',
  '申込は担任の先生まで。',
  '資料はeラーニングに掲載しています。',
  '日程が変更になる場合は、改めてお知らせします。',
  'オンラインでの参加も可能です。',
  '提出物は<strong>封筒に入れて</strong>提出してください。',
];

const listItems = [
  '日時：来週水曜日 13:00〜15:00',
  '場所：第一体育館',
  '持ち物：筆記用具、学生証',
  '対象：全学年',
  '申込期限：今月末',
  '提出先：事務室窓口',
  '費用：無料',
  '定員：先着50名',
];

const links = [
  'https://example.com/school/info',
  'https://example.com/e-learning/course',
  'https://example.com/forms/apply',
  'https://example.com/scholarship',
  'https://example.com/online-class/test',
];

/**
 * A title of `category`, often naming its audience. `reserved`: titles of the curated demo
 * notices; a drawn title never holds one nor is held by one, so searching a curated title finds
 * that notice alone.
 */
export function noticeTitle(
  rng: Rng,
  category: string,
  audience: string,
  reserved: readonly string[] = [],
): string {
  const free = (titles[category] ?? titles['その他']!).filter(
    (t) => !reserved.some((r) => r.includes(t) || t.includes(r)),
  );
  const base = rng.pick(free);
  // Most titles name their audience, as staff write them ("2年生 進路面談…").
  const title = rng.chance(0.4) ? `${audience} ${base}` : base;
  return title.length > 50 ? title.slice(0, 50) : title;
}

/** A body of one to six paragraphs, sometimes a list and a bracketed link, about 100–1,500 chars. */
export function noticeBody(rng: Rng): string {
  const parts: string[] = [];
  const paragraphs = rng.int(1, 6);
  for (let i = 0; i < paragraphs; i++) {
    const n = rng.int(1, 4);
    const text: string[] = [];
    for (let j = 0; j < n; j++) text.push(rng.pick(sentences));
    parts.push(`<p>${text.join(rng.chance(0.3) ? '<br>' : '')}</p>`);
    if (rng.chance(0.25)) {
      parts.push(
        `<ul>${rng
          .sample(listItems, rng.int(2, 4))
          .map((item) => `<li>${item}</li>`)
          .join('')}</ul>`,
      );
    }
  }
  if (rng.chance(0.3)) parts.push(`<p>[${rng.pick(links)}]</p>`);
  return parts.join('');
}
