/**
 * A phone number in E.164. Japanese local numbers (a leading 0, e.g. 09012345678) become +81…;
 * numbers already in E.164 are kept. Hyphens and spaces are dropped.
 */
export function toE164(phoneNumber: string): string {
  const compact = phoneNumber.replace(/[\s-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^0\d{9,10}$/.test(compact)) return `+81${compact.slice(1)}`;
  throw new Error('Not a phone number this service can send to');
}
