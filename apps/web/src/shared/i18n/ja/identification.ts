/** Identity check (spec 000 §2, §5): /identification, /success-authentication, /failure-authentication. */
export const identification = {
  identification_title: '本人確認',
  identification_lead:
    '学校に登録されている情報を入力してください。本人確認ができると、サインインIDと仮パスワードをSMSでお送りします。',
  identification_choose: '選択してください',
  identification_area: '地域',
  identification_school: '学校',
  identification_school_hint: '先に地域を選択してください。',
  identification_student_number: '学籍番号',
  identification_student_number_hint: '半角英数字12文字以内',
  identification_birthday: '生年月日',
  identification_birthday_hint: '半角数字8桁（例：2008年5月14日 → 20080514）',
  identification_phone: '携帯電話番号',
  identification_phone_hint: 'ハイフンなしの半角数字11桁（例：09012345678）',
  identification_privacy_policy: 'プライバシーポリシー',
  identification_consent: 'プライバシーポリシーに同意する',
  identification_submit: '本人確認',
  identification_success_title: '本人確認が完了しました',
  identification_success_sms:
    'ご登録の携帯電話番号に、サインインIDと仮パスワードをSMSで送信しました。SMSは送信から1〜2分ほどで届きます。',
  identification_success_next:
    'トップ画面からサインインし、仮パスワードを新しいパスワードに変更してください。仮パスワードの有効期限は7日間です。',
  identification_success_support: 'SMSが届かない場合',
  identification_to_top: 'トップ画面へ',
  identification_failure_title: '本人確認ができませんでした',
  identification_failure_text:
    '入力された情報では本人確認ができませんでした。入力内容をご確認のうえ、もう一度お試しください。',
  identification_back: '本人確認画面へ戻る',
} as const;
