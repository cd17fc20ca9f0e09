/** Profile (spec 001 §2). */
export const profile = {
  profile_title: 'プロフィール',
  profile_school_name: '学校名',
  profile_no_school: '所属なし',
  profile_name: '氏名',
  profile_full_name: '{{lastName}} {{firstName}}',
  profile_jid_form: 'JIDの編集',
  profile_jid: 'JID',
  profile_jid_hint: '半角英数字16文字以内',
  profile_save: '保存',
  profile_saved: '保存しました。',
  // Spec 001 §8: a failed save of the profile carries the screen's prefix.
  profile_error_prefix: 'プロフィール：',
} as const;
