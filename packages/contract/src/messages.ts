import { limits } from './limits';

/**
 * Messages that both the server (validation answers) and the client (forms, snackbars) show.
 * Keys follow the spec's message keys where it names one (validation_incorrect, jid_required…).
 */
export const messages = {
  required: '必須項目です。',
  validation_incorrect: '未入力、または不正な項目があります。',
  birthday_format: '半角数字8文字で入力してください。',
  invalid_date: '無効な日付です。',
  phone_format: '半角数字11文字で入力してください。',
  student_number_format: '半角英数字12文字以内で入力してください。',
  student_type_code_format: `半角英数字${limits.studentTypeCodeMax}文字以内で入力してください。`,
  jid_required: 'JIDは半角英数字16文字以内で入力してください。',
  max_length: (max: number) => `${max}文字以内で入力してください。`,
  kana_format: '全角カナで入力してください。',
  // Spec 001 §5 gives the character sets and lengths, not the wording.
  sign_in_id_format: `半角英小文字・数字・記号（- _ ' . @）${limits.signInIdSearchMax}文字以内で入力してください。`,
  account_part_format: `半角英小文字・数字・記号（- _ ' .）${limits.accountPartMin}～${limits.accountPartMax}文字で入力してください。`,
  // Not in the spec: an address whose account part starts or ends with a period, or has two in a
  // row, is not a mail address (RFC 5322's dot-atom), so the staff member would never get mail.
  account_part_periods: 'ピリオド（.）は先頭と末尾に置けず、続けて2つ以上使うこともできません。',
  // The same for a whole address (the roster import's サインインID): the domain's labels too.
  sign_in_id_periods:
    'ピリオド（.）は先頭と末尾、@の前後に置けず、続けて2つ以上使うこともできません。',
  course_year_format: `${limits.courseYearMin}～${limits.courseYearMax}の数字で入力してください。`,
  search_condition_required: 'いずれかの検索条件を入力してください。',
  too_many_requests: '試行回数が上限に達しました。しばらく時間を置いてから再度お試しください。',
  server_error: 'サーバー側で問題が起きています。しばらく時間を置いてからアクセスしてください。',
  unauthorized: '認証に失敗しました。再度サインインしてください。',
  forbidden: 'アクセス権限がありません。',
  not_found: 'データの取得に失敗しました。',
  conflict: '他のユーザーによって更新されています。時間を置いて再度お試しください。',
  request_timeout: 'サーバーからの応答がありませんでした。時間を置いて再度お試しください。',
  request_header_fields_too_large:
    'リクエストが大きすぎます。ブラウザのこのサイトのCookieを削除してから再度お試しください。',
  /**
   * The identity check on a portal signing in with the school's own provider (OIDC_ISSUER with no
   * credentials API): it cannot issue a password there, so it says where sign-in details come from.
   */
  identity_check_external_provider:
    'このポータルのサインインIDとパスワードは、学校が利用しているサインインサービスのものです。本人確認による仮パスワードの発行は行っていません。サインインできない場合は、学校の担当者にお問い合わせください。',
  xsrf_mismatch: '不正なリクエストです。画面を再読み込みしてからやり直してください。',
  // Notice registration and edit (spec 000 §5; the spec does not show the exact wording).
  notice_start_date_past: '開始日は本日以降の日付を入力してください。',
  notice_start_after_end: '開始日は終了日以前の日付を入力してください。',
  notice_end_date_not_future: '終了日は本日より後の日付を入力してください。',
  notice_end_before_start: '終了日は開始日より後の日付を入力してください。',
  notice_body_format: '本文の形式が正しくありません。',
  notice_body_html_too_large:
    '本文のデータ量が上限を超えています。改行や書式（太字・箇条書きなど）、記号（&・<・> は1文字で5文字分ほど使います）を減らしてください。',
  notice_body_too_deep:
    '本文の書式の入れ子が深すぎます。書式（太字・箇条書きなど）の重なりを減らしてください。',
  forbidden_characters:
    '使用できない文字（制御文字や文字の向きを変える記号など）が含まれています。',
  choice_invalid: '選択肢から選択してください。',
  // Notification groups (spec 001 §5, §8; the spec names 'notice group unselected' without wording).
  conflict_notice_group: 'すでに登録されているグループ名です。',
  notice_group_unselected: 'グループの生徒が選択されていません。生徒を1名以上追加してください。',
  notice_group_member_invalid:
    '追加できない生徒が含まれています。検索し直してから追加してください。',
  notice_group_too_many: `グループの生徒は${limits.noticeGroupMembersMax.toLocaleString('en-US')}名までです。`,
  // Announcement mail (spec 001 §5; the spec names an 'unselected' error without wording).
  announce_unselected: '配信先が選択されていません。配信先を1名以上選択してください。',
  announce_user_invalid: '送信できない配信先が含まれています。検索し直してから選択してください。',
  announce_too_many: `配信先は${limits.announceRecipientsMax.toLocaleString('en-US')}名までです。`,
  announce_subject_line_break: '件名に改行は使用できません。',
  announce_from_invalid: '差出人を選択肢から選択してください。',
  announce_from_other_school: '配信先の学校の差出人を選択してください。',
  // Temporary passwords (spec 001 §4; wording ours).
  temporary_password_not_active: '有効なアカウントにのみ仮パスワードを発行できます。',
  temporary_password_external_provider:
    'このポータルのパスワードは学校が利用しているサインインサービスで管理されているため、仮パスワードを発行できません。',
  // Staff, other and tutor accounts (spec 001 §4, §8; the licence wording besides the 409 is ours).
  license_one_required: 'A1ライセンスかA3ライセンスのどちらか一方を選択してください。',
  conflict_a3_license_limit: 'A3ライセンスの付与上限に達しているため付与できません。',
  sign_in_id_in_use: 'このサインインIDはすでに使用されています。',
  // The roster import (docs/roster-import.md; ours, not the spec's).
  import_count_format: '0以上の整数（半角数字）で入力してください。',
  import_file_empty: 'ファイルが空です。見出し行とデータ行のあるCSVファイルを選んでください。',
  import_file_too_large: `ファイルが大きすぎます。${limits.rosterImportMaxBytes / 1024 / 1024}MB以下のCSVファイルを選んでください。`,
  import_file_binary:
    'CSVファイルではありません。表計算ソフトで「CSV（コンマ区切り）」形式で保存したファイルを選んでください。',
  import_file_encoding:
    '文字コードを読み取れません。UTF-8 または Shift_JIS で保存したファイルを選ぶか、文字コードを指定してください。',
  import_csv_broken: (line: number) =>
    `${line}行目をCSVとして読み取れません（引用符 " の閉じ忘れなど）。`,
  import_headers_wrong: (missing: string, unknown: string) =>
    `見出し行がこの種類の形式と違います。${missing ? `不足: ${missing}` : ''}${missing && unknown ? '／' : ''}${unknown ? `不明: ${unknown}` : ''}`,
  import_other_kind: (label: string) =>
    `このファイルは「${label}」の形式です。取り込む種類を選び直してください。`,
  import_value_format: (rule: string) => `値が正しくありません（${rule}）。`,
  import_no_rows: 'データ行がありません。',
  import_too_many_rows: `行が多すぎます。1つのファイルは${limits.rosterImportMaxRows.toLocaleString('en-US')}行までです。`,
  import_formula: '先頭が = + - @ の値は、数式として実行されるおそれがあるため取り込めません。',
  import_csv_quote_not_closed: (line: number) =>
    `${line}行目で始まる引用符 " が閉じられていません。セルの中の " は "" と2つ重ねてください。`,
  /** `key`: the headers a row is keyed by: 学籍番号, 学籍番号・期間, サインインID, … */
  import_duplicate: (line: number, key: string) =>
    `${line}行目と${key}が同じです。1つのファイルに同じ${key}の行は1つだけにしてください。`,
  import_phone_leading_zero:
    '電話番号の先頭の0が消えています（Excelで数値として保存すると消えます）。0から始まる11桁で入力してください。',
  import_other_school: '選択した学校と違う学校コードです。ほかの学校の行は取り込めません。',
  import_student_unknown:
    'この学籍番号の生徒は選択した学校にいません。先に生徒を取り込んでください。',
  import_course_without_department: 'コースを指定するときは学科も指定してください。',
  import_failed_sign_in_id_taken:
    '取り込み中に、ファイルのサインインIDがほかのアカウントで使われました。ファイルを選び直して確認からやり直してください。',
  import_failed_retry:
    '取り込みが途中で止まりました。「続きから取り込む」で、まだ取り込んでいない行から再開できます。',
  import_account_is_student:
    'このサインインIDは生徒のアカウントです。教職員の取り込みでは変更できません。',
  import_account_not_student: 'このサインインIDは生徒以外のアカウントです。',
  import_account_other_school:
    'このサインインIDはほかの学校のアカウントです。取り込みでは学校を移せません。',
  import_account_deleted: '削除済みのアカウントは取り込みで変更できません。',
  import_own_role: 'ご自身の利用者種別と権限は取り込みで変更できません。',
  staff_own_account:
    'ご自身の利用者種別・権限・ステータスは変更できません。ほかのシステム管理者に依頼してください。',
  import_already_applied: 'この取り込みはすでに適用されたか、適用中です。',
  year_update_student_unknown: 'この学籍番号の生徒は選択した学校にいません。',
  year_update_with_rejections:
    '留年の学籍番号に、この学校にない番号があります。直してから確認し直してください。',
  year_update_changed_since:
    '年度更新の後に変更された生徒です。元に戻さず、今の内容のままにします。',
  year_update_undo_refused:
    '元に戻せるのは、適用から1日以内で、まだ元に戻していない年度更新だけです。',
  // OneRoster Japan Profile ZIPs (docs/roster-import.md "OneRoster"): one message per profile rule.
  oneroster_zip_broken:
    'ZIPファイルとして読み取れません。OneRoster（Japan Profile）形式のZIPファイルを選んでください。',
  oneroster_zip_too_large: `展開後のファイルが大きすぎます。展開して${limits.oneRosterMaxUnzippedBytes / 1024 / 1024}MBまでのZIPファイルを選んでください。`,
  oneroster_manifest_missing:
    'ZIPの直下に manifest.csv がありません。OneRoster（Japan Profile）形式のZIPファイルを選んでください。',
  oneroster_manifest_value: (property: string, allowed: string) =>
    `manifest.csv の ${property} が正しくありません（${allowed}）。`,
  oneroster_file_missing: (file: string) =>
    `manifest.csv で bulk または delta とされた ${file} がZIPにありません。`,
  oneroster_file_not_absent: (file: string) =>
    `manifest.csv で absent とされた ${file} がZIPに入っています。`,
  oneroster_file_required: (file: string) =>
    `${file} がありません。取り込むOneRosterのZIPには ${file} が必要です。`,
  oneroster_headers_wrong: (file: string, expected: string) =>
    `${file} の見出し行がJapan Profileの形式と違います。「${expected}」で始めてください。`,
  oneroster_file_encoding: (file: string) =>
    `${file} をUTF-8として読み取れません。UTF-8で保存してください。`,
  oneroster_csv_broken: (file: string, line: number) =>
    `${file} の${line}行目をCSVとして読み取れません（引用符 " の閉じ忘れなど）。`,
  oneroster_mark_missing_with_delta:
    'delta のファイルは変更分だけなので、「ファイルにない人を利用停止にする」は指定できません。削除は status を tobedeleted にした行で伝えてください。',
  oneroster_school_not_found: (name: string) =>
    `orgs.csv に、選択した学校（${name}）にあたる学校（type が school）がありません。name を学校名と同じにするか、学校が1つだけのZIPを選んでください。`,
  oneroster_school_refused: (line: number, column: string, message: string) =>
    `選択した学校の組織（orgs.csv の${line}行目）を取り込めません。${column}: ${message}`,
  oneroster_file_nul: (file: string) =>
    `${file} に読み取れない文字（NUL）が含まれています。UTF-8のテキストで保存してください。`,
  oneroster_no_users: 'users.csv にデータ行がありません（bulk のファイルは全員を含めてください）。',
  oneroster_reference_refused: (file: string, line: number) =>
    `${file} の${line}行目を取り込めないため、この行も取り込めません。`,
  oneroster_user_other_school:
    'この sourcedId の利用者はポータルのほかの学校にいます。取り込みでは学校を移せません。',
  oneroster_uuid: 'UUIDの形式（8-4-4-4-12桁の16進数、ハイフン区切り）で入力してください。',
  oneroster_sourced_id_duplicate: (line: number) =>
    `${line}行目と sourcedId が同じです。sourcedId はファイルの中で一意にしてください。`,
  oneroster_master_id_duplicate: (line: number) =>
    `${line}行目と userMasterIdentifier が同じです。利用者ごとに一意にしてください。`,
  oneroster_half_width_kana: '半角カタカナは使えません。全角で入力してください。',
  oneroster_status_in_bulk: 'bulk のファイルでは status と dateLastModified を空にしてください。',
  oneroster_status_in_delta:
    'delta のファイルでは status（active か tobedeleted）と dateLastModified（例: 2026-04-01T00:00:00.000Z）が必須です。',
  oneroster_boolean: 'true か false で入力してください。',
  oneroster_date: 'YYYY-MM-DD の形式で入力してください。',
  oneroster_grade: '学年コード（P1〜P6、J1〜J3、H1〜H3、E1〜E3）で入力してください。',
  oneroster_org_type: 'type は school か district で入力してください。',
  oneroster_school_code:
    '学校の identifier は文部科学省の学校コード（英大文字1文字と数字12桁）で入力してください。',
  oneroster_district_code:
    '教育委員会の identifier は地方公共団体コード（数字6桁）で入力してください。',
  oneroster_district_parent: '教育委員会（district）に parentSourcedId は指定できません。',
  oneroster_reference: (file: string) => `${file} にない sourcedId です。`,
  oneroster_not_a_school: 'type が school の組織の sourcedId を指定してください。',
  oneroster_role: (allowed: string) => `role が正しくありません（${allowed}）。`,
  oneroster_role_type: 'roleType は primary か secondary で入力してください。',
  oneroster_primary_role_missing:
    '主たる役割（roles.csv で roleType が primary の行）がありません。',
  oneroster_primary_role_twice: '主たる役割（roleType が primary）は1人に1つだけにしてください。',
  oneroster_primary_enrollment: 'primary を true にできるのは role が teacher の行だけです。',
  oneroster_class_type: 'classType は homeroom か scheduled で入力してください。',
  oneroster_session_title: 'title は「2026年度」の形式で入力してください。',
  oneroster_session_type: 'type は schoolYear で入力してください。',
  oneroster_home_class:
    'metadata.jp.homeClass が classes.csv のクラスの sourcedId ではありません。',
  oneroster_student_number_missing: '学籍番号（users.csv の identifier）がありません。',
  oneroster_sign_in_id:
    'サインインIDにするメールアドレス（users.csv の username か email）がありません。',
  oneroster_birthday_missing: '新しい生徒の生年月日（demographics.csv の birthDate）がありません。',
  // Web Push (docs/decisions/reminders.md): a device the browser offered that cannot be used.
  push_endpoint_invalid:
    'この端末の通知の宛先が正しくありません。ページを読み込み直してから、もう一度お試しください。',
  push_endpoint_not_allowed:
    'このブラウザの通知サービスには対応していません。Chrome、Edge、Firefox、Safariをお使いください。',
  push_key_invalid:
    'この端末の通知の鍵が正しくありません。ページを読み込み直してから、もう一度お試しください。',
  push_devices_max: `通知を受け取る端末は${limits.pushDevicesMax}台までです。使っていない端末を削除してから追加してください。`,
  reminder_channel_required: '再通知の方法を1つ以上選んでください。',
  reminder_too_soon: `直前に再通知しています。${limits.reminderIntervalMinutes}分以上あけてから、もう一度お試しください。`,
  reminder_none_reached: '選んだ方法で再通知できる未読者がいません。',
  reminder_rule_channel: '再通知の方法を選んでください。',
  reminder_rule_hours: `公開から0～${limits.reminderRuleHoursMax}時間後の整数で入力してください。`,
  reminder_rule_hours_order: '前の段階より後の時間を入力してください。',
  reminder_rule_steps_required: '再通知の段階を1つ以上設定してください。',
  reminder_rule_steps_max: `再通知は${limits.reminderRuleStepsMax}段階までです。`,
  reminder_mail_subject: (title: string) => `【再通知】${title}`,
  reminder_mail_lead:
    'Tayoriに、まだ読まれていないお知らせがあります。下のリンクから確認してください。',
  reminder_mail_footer: '※このメールは送信専用です。返信されても読むことができません。',
  reminder_push_body: 'まだ読まれていないお知らせです。タップして開きます。',
  reminder_sms: (title: string, url: string) =>
    `Tayori：未読のお知らせ「${title}」があります。${url}`,
  reminder_no_device: '通知を受け取る端末がありません',
  push_test_title: 'Tayoriのテスト通知',
  push_test_body: 'この端末で、Tayoriからの通知を受け取れます。',
  import_leaving_with_rejections:
    '取り込めない行があるため、「ファイルにない人を利用停止にする」を指定して適用できません。ファイルを直して取り込み直してください。',
  // The 「操作ログ」's period (docs/decisions/access-log.md).
  access_log_period_order: '開始日は終了日以前の日付を入力してください。',
  // Second factors (docs/decisions/second-factors.md).
  second_factor_reset_own:
    'ご自身の2段階認証はリセットできません。別のシステム管理者に依頼してください。',
  second_factor_required:
    '教職員の方は2段階認証（多要素認証）でのサインインが必要です。学校のサインインサービスで2段階認証を設定し、もう一度サインインしてください。',
} as const;

const catalogue = new Set<string>(
  Object.values(messages).filter((m): m is Extract<typeof m, string> => typeof m === 'string'),
);
const maxLength = /^\d+文字以内で入力してください。$/;

/**
 * A field message as a person may see it, on the server's answers and the web's forms alike: the
 * catalogue's own, or the general one. Rules the contract gives no message (a page number of 0, a
 * string where a flag belongs, an unknown status) would otherwise show zod's generic wording.
 */
export function catalogued(message: string | undefined): string {
  return message && (catalogue.has(message) || maxLength.test(message))
    ? message
    : messages.validation_incorrect;
}
