/**
 * A phone number in E.164, or null when it is not one. Japanese local numbers (a leading 0, e.g.
 * 09012345678) become +81…; numbers already in E.164 are kept; hyphens and spaces are dropped.
 * Used for SMS recipients and for the ID token's phone_number claim (OIDC Core 5.1 recommends
 * E.164), so both say a number the same way.
 */
export function toE164(phoneNumber: string | null | undefined): string | null {
  const compact = (phoneNumber ?? '').replace(/[\s-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^0\d{9,10}$/.test(compact)) return `+81${compact.slice(1)}`;
  return null;
}

/** An SMS recipient as every provider takes it (E.164); a number that is not one is refused. */
export function smsRecipient(phoneNumber: string): string {
  const e164 = toE164(phoneNumber);
  if (!e164) throw new Error('Not a phone number this service can send to');
  return e164;
}
