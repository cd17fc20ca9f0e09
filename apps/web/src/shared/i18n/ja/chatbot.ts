/** The chatbot page (spec 001 §2) and the chat widget loader. */
export const chatbot = {
  chatbot_title: 'AIチャット',
  chatbot_invalid_title: 'チャットボットを表示できません',
  chatbot_invalid:
    'チャットボットの設定が無効です。お手数ですが、以下の内容をシステム管理者にお問い合わせください。',
  chatbot_school_code: '学校コード',
  chatbot_user_type: 'ユーザー種別',
  chatbot_access_path: 'アクセスパス',
  chatbot_unknown: '不明',
  chatbot_area: 'チャットボット',
} as const;
