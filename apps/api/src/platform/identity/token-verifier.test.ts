import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from './auth';

const ISSUER = 'https://id.example.jp';
const AUDIENCE = 'portal';

async function keysAndSigner() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256' };
  const sign = (sub: string, expiresIn = '1h') =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { jwks: { keys: [jwk] }, sign };
}

describe('createTokenVerifier', () => {
  it('remembers a verified token, answering it without a promise; never a refused one', async () => {
    const { jwks, sign } = await keysAndSigner();
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks });
    const token = await sign('user-1');
    expect(verifier.remembered(token)).toBeUndefined();
    const identity = await verifier.verify(token);
    expect(verifier.remembered(token)).toEqual(identity);
    expect(verifier.remembered(await sign('user-2'))).toBeUndefined();

    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin' })).toString('base64url')}.${signature}`;
    await expect(verifier.verify(forged)).rejects.toThrow();
    expect(verifier.remembered(forged)).toBeUndefined();
  });

  it('remembers nothing with a cache size of 0', async () => {
    const { jwks, sign } = await keysAndSigner();
    const verifier = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      jwks,
      cacheSize: 0,
    });
    const token = await sign('user-1');
    await verifier.verify(token);
    expect(verifier.remembered(token)).toBeUndefined();
  });
});
