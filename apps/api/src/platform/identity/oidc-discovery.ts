import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** What the portal reads of an issuer's discovery document (OpenID Connect Discovery 1.0 §3). */
const IssuerMetadata = z.object({
  issuer: z.string(),
  jwks_uri: z.url({ protocol: /^https?$/ }),
  authorization_endpoint: z.url({ protocol: /^https?$/ }),
  token_endpoint: z.url({ protocol: /^https?$/ }).optional(),
  scopes_supported: z.array(z.string()).optional(),
});
export type IssuerMetadata = z.infer<typeof IssuerMetadata>;

export interface IssuerDiscovery {
  /** The issuer's metadata, fetched once; a failed fetch is tried again after a short pause. */
  metadata(): Promise<IssuerMetadata>;
  /** The metadata if it has been fetched, without waiting. */
  known(): IssuerMetadata | undefined;
}

/** How long a failed discovery is answered from memory before the issuer is asked again. */
const RETRY_AFTER_MS = 10_000;
const FETCH_TIMEOUT_MS = 10_000;

/** Where the discovery document of `issuer` is (§4: a terminating slash is removed first). */
export const discoveryUrl = (issuer: string) =>
  `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;

/**
 * Discovers an external issuer. The document must name the issuer exactly as configured (§4.3:
 * otherwise another issuer's keys could be trusted); a mismatch says which value to configure.
 */
export function issuerDiscovery(
  issuer: string,
  opts: { fetch?: typeof fetch; now?: () => number } = {},
): IssuerDiscovery {
  const get = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  let pending: Promise<IssuerMetadata> | undefined;
  let failedAt = -Infinity;
  let found: IssuerMetadata | undefined;

  async function discover(): Promise<IssuerMetadata> {
    const url = discoveryUrl(issuer);
    const res = await get(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const parsed = IssuerMetadata.safeParse(await res.json());
    if (!parsed.success)
      throw new Error(`${url} is not a discovery document: ${z.prettifyError(parsed.error)}`);
    if (parsed.data.issuer !== issuer)
      throw new Error(
        `${url} names the issuer ${JSON.stringify(parsed.data.issuer)}; set OIDC_ISSUER to exactly that`,
      );
    return parsed.data;
  }

  return {
    metadata() {
      if (pending && !(failedAt > -Infinity && now() - failedAt >= RETRY_AFTER_MS)) return pending;
      failedAt = -Infinity;
      pending = discover().then(
        (metadata) => (found = metadata),
        (err: unknown) => {
          failedAt = now();
          throw err;
        },
      );
      return pending;
    },
    known: () => found,
  };
}

/**
 * The issuer's signing keys from its discovery document's `jwks_uri`. jose's remote key set keeps
 * them for ten minutes and fetches them again when a token names a key it does not know (at most
 * every 30 s), so the issuer's key rotation needs nothing from us.
 */
export function discoveredKeySet(discovery: IssuerDiscovery): JWTVerifyGetKey {
  let remote: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;
  return async (header, token) => {
    const { jwks_uri: uri } = await discovery.metadata();
    if (remote?.uri !== uri) remote = { uri, keys: createRemoteJWKSet(new URL(uri)) };
    return remote.keys(header, token);
  };
}

/**
 * A warning when the issuer offers `offline_access` and the portal does not ask for it: Entra ID,
 * Auth0 and Okta then issue no refresh token, and the SPA can renew nothing, so staff are sent
 * back to sign in each time an ID token expires (an hour). Null when nothing is amiss.
 */
export function refreshTokenScopeWarning(metadata: IssuerMetadata, scope: string): string | null {
  if (!metadata.scopes_supported?.includes('offline_access')) return null;
  if (scope.split(' ').includes('offline_access')) return null;
  return `OIDC_ISSUER offers the scope offline_access and OIDC_SCOPES ("${scope}") lacks it: such an issuer may issue no refresh token, and users must sign in again whenever their ID token expires; add offline_access to OIDC_SCOPES (docs/operations.md)`;
}
