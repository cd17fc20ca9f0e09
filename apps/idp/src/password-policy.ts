import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Common passwords (NIST SP 800-63B 3.1.1.2: refuse values known to be commonly used or
 * compromised): zxcvbn-ts's list of about 49,000, drawn from breach corpora and kept up to date with
 * the package, all lower case. Compared without regard to case.
 */
const COMMON = new Set(dictionary['passwords-common']);

/** Context words a password must not contain (SP 800-63B: the service's name, the user's ID). */
const SERVICE_NAME = 'tayori';
const MIN_CONTEXT_LENGTH = 4;

export const PASSWORD_POLICY = [
  '8文字以上64文字以内',
  '半角英字と半角数字をそれぞれ1文字以上含める',
  '使用できる文字は半角英数字と記号（!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~）',
  'よく使われているパスワードや、サインインID・サービス名（Tayori）を含むものは使用できません',
  '現在のパスワードと同じものは使用できません',
];

export const POLICY_MESSAGES = {
  length: 'パスワードは8文字以上64文字以内で入力してください。',
  characters: 'パスワードに使用できない文字（全角文字や空白など）が含まれています。',
  letterAndDigit: 'パスワードには半角英字と半角数字をそれぞれ1文字以上含めてください。',
  common:
    'このパスワードはよく使われていて推測されやすいため使用できません。別のパスワードを入力してください。',
  context: 'サインインIDやサービス名（Tayori）を含むパスワードは使用できません。',
  confirmation: '確認用のパスワードが一致しません。',
} as const;

/**
 * Japanese messages for a new password the user chose (empty when it is fine). `loginId` is the
 * sign-in ID it is for: its name part (before @) must not be in the password. Temporary passwords
 * we generate are not checked here.
 */
export function checkPasswordPolicy(
  password: string,
  confirmation: string,
  context: { loginId?: string } = {},
): string[] {
  const errors: string[] = [];
  if (password.length < 8 || password.length > 64) errors.push(POLICY_MESSAGES.length);
  if (!/^[\x21-\x7e]*$/.test(password)) errors.push(POLICY_MESSAGES.characters);
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password))
    errors.push(POLICY_MESSAGES.letterAndDigit);
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) errors.push(POLICY_MESSAGES.common);
  else if (contextWords(context.loginId).some((w) => lower.includes(w)))
    errors.push(POLICY_MESSAGES.context);
  if (password !== confirmation) errors.push(POLICY_MESSAGES.confirmation);
  return errors;
}

function contextWords(loginId: string | undefined): string[] {
  const name = (loginId ?? '').trim().toLowerCase().split('@')[0] ?? '';
  return [SERVICE_NAME, ...(name.length >= MIN_CONTEXT_LENGTH ? [name] : [])];
}
