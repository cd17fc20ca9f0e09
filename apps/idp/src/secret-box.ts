import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest by the IdP (TOTP secrets), sealed with AES-256-GCM under a key derived from
 * the IdP's cookie keys (OIDC_COOKIE_KEYS, else the ones kept in the database: keys.ts). The newest
 * key seals; every key is tried to open, so adding a cookie key keeps older secrets readable. A
 * copy of the factor table alone (a backup, a replica's dump) does not hand out the secrets.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when no key opens it (a key was dropped, or the value was altered). */
  open(sealed: string): string | null;
}

const keyOf = (cookieKey: string) =>
  createHash('sha256').update(`tayori-idp-secret-box:${cookieKey}`).digest();

export function secretBox(cookieKeys: readonly string[]): SecretBox {
  const keys = cookieKeys.map(keyOf);
  if (keys.length === 0) throw new Error('secretBox needs at least one key');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag) return null;
      for (const key of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
          decipher.setAuthTag(Buffer.from(tag, 'base64url'));
          return Buffer.concat([
            decipher.update(Buffer.from(body, 'base64url')),
            decipher.final(),
          ]).toString('utf8');
        } catch {
          // another key, or altered
        }
      }
      return null;
    },
  };
}
