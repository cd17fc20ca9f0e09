import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * A stand-in for an external OpenID Connect issuer, as far as the API sees one: its discovery
 * document and its keys, published at a jwks_uri of its own choosing (not `/jwks`). Tokens are
 * signed here with any claims.
 */
export interface ExternalIssuer {
  issuer: string;
  /** Requests received, by path. */
  requests: string[];
  /** The discovery document's next answers: a status, or a document naming another issuer. */
  answerNext(answer: { status?: number; issuer?: string }): void;
  sign(sub: string, claims?: Record<string, unknown>, audience?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startExternalIssuer(
  opts: { path?: string; tokenEndpoint?: string } = {},
): Promise<ExternalIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'ext-1', alg: 'RS256', use: 'sig' };
  const requests: string[] = [];
  const next: { status?: number; issuer?: string }[] = [];
  let origin = '';
  const path = opts.path ?? '/realms/school';
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    res.setHeader('content-type', 'application/json');
    if (url === `${path}/.well-known/openid-configuration`) {
      const answer = next.shift() ?? {};
      res.statusCode = answer.status ?? 200;
      res.end(
        JSON.stringify({
          issuer: answer.issuer ?? `${origin}${path}`,
          jwks_uri: `${origin}${path}/protocol/certs`,
          authorization_endpoint: `${origin}${path}/protocol/auth`,
          token_endpoint: opts.tokenEndpoint ?? `${origin}${path}/protocol/token`,
        }),
      );
      return;
    }
    if (url === `${path}/protocol/certs`) {
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}${path}`;
  return {
    issuer,
    requests,
    answerNext: (answer) => next.push(answer),
    sign: (sub, claims = {}, audience = 'portal') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
