import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP authenticator apps (RFC 6238: SHA-1, 6 digits, 30-second steps, what every app reads from a
 * QR code), through `otpauth`. A code of the step before or after the server's is accepted (±1
 * step of clock skew, RFC 6238 §5.2), none further.
 */
export const TOTP_PERIOD_S = 30;
const SKEW_STEPS = 1;
const ISSUER = 'Tayori';

/** A new 160-bit secret (RFC 4226 §4's recommended length), base32 as apps show and type it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
  });
}

/** The otpauth:// URI an app reads from the QR code. */
export const totpUri = (secret: string, account: string): string =>
  totp(secret, account).toString();

/** The QR code of `uri` as an inline SVG (no image request, nothing for the CSP to allow). */
export async function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step of `now`. */
export const stepOf = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);

/** The step whose code `code` is (within ±1 of now's), or null. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: SKEW_STEPS });
  return delta === null ? null : stepOf(now) + delta;
}

/** The code of `now` (tests, and nowhere else: the server never shows a code). */
export const totpCode = (secret: string, now: Date): string =>
  totp(secret).generate({ timestamp: now.getTime() });
