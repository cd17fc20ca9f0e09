import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { linkClaims, linkedAccounts } from './account-links';
import { secondFactorAssurance } from './assurance';
import {
  createPrincipalLookup,
  createTokenVerifier,
  type PrincipalLookup,
  type PrincipalRefusal,
  type TokenVerifier,
} from './auth';
import type { Clock } from '../clock';
import { mountIdp } from './idp';
import {
  discoveredKeySet,
  issuerDiscovery,
  refreshTokenScopeWarning,
  type IssuerDiscovery,
} from './oidc-discovery';

/**
 * The OpenID Connect issuer the portal signs in with (DESIGN §4): the bundled IdP, mounted at /idp,
 * whose `sub` is the user id; or OIDC_ISSUER, whose keys come from its discovery document and whose
 * people are linked to accounts by issuer + subject. The bundled IdP is not mounted then: nobody
 * would sign in there, and its password pages would only mislead.
 */
export interface Issuer {
  /** An external issuer's discovery (null: the bundled IdP). */
  discovery: IssuerDiscovery | null;
  /** Origins beyond this one the SPA fetches from: the issuer's, and its token endpoint's. */
  connectOrigins(): readonly string[];
}

export function issuerOf(config: Config): Issuer {
  if (config.oidc.bundled) return { discovery: null, connectOrigins: () => [] };
  const discovery = issuerDiscovery(config.oidc.issuer);
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  return {
    discovery,
    connectOrigins() {
      const metadata = discovery.known();
      // Until the document arrives (an issuer down at start-up), each answer asks for it again
      // (at most every few seconds): a page served meanwhile still reaches the discovery itself.
      if (!metadata) discovery.metadata().catch(() => undefined);
      const token = metadata?.token_endpoint && new URL(metadata.token_endpoint).origin;
      return token && token !== issuerOrigin ? [issuerOrigin, token] : [issuerOrigin];
    },
  };
}

/**
 * The token check and the principal lookup of the issuer. With the bundled IdP it is mounted here,
 * unless tests bring their own verifier (their keys stand in for the IdP's).
 */
export async function signInWith(
  app: FastifyInstance,
  issuer: Issuer,
  deps: { config: Config; db: Db; clock: Clock; verifier?: TokenVerifier },
): Promise<{ verifier: TokenVerifier; principals: PrincipalLookup; refuse?: PrincipalRefusal }> {
  const { config, db, clock } = deps;
  const lookup = { ttlMs: config.principalCacheMs, now: () => clock.now().getTime() };
  const { issuer: name, clientId: audience, userClaim } = config.oidc;
  if (!issuer.discovery) {
    const idp = deps.verifier ? null : await mountIdp(app, { config, db, clock });
    return {
      verifier:
        deps.verifier ?? createTokenVerifier({ issuer: name, audience, keySet: idp!.keySet }),
      principals: createPrincipalLookup(db, lookup),
    };
  }
  const discovery = issuer.discovery;
  // The bundled IdP asks for the second factor itself; an external issuer's token must show it.
  const assurance = secondFactorAssurance(config.secondFactor);
  discovery.metadata().then(
    (metadata) => {
      app.log.info({ jwksUri: metadata.jwks_uri }, 'OIDC_ISSUER discovered');
      const warning = refreshTokenScopeWarning(metadata, config.oidc.scope);
      if (warning) app.log.warn(warning);
    },
    (err: unknown) =>
      app.log.error(
        { reason: (err as Error).message },
        'OIDC_ISSUER: the discovery document could not be read; sign-ins fail until it can',
      ),
  );
  return {
    verifier:
      deps.verifier ??
      createTokenVerifier({
        issuer: name,
        audience,
        keySet: discoveredKeySet(discovery),
        keepClaims: [...linkClaims(userClaim), ...(assurance?.claims ?? [])],
      }),
    principals: createPrincipalLookup(db, {
      ...lookup,
      accounts: linkedAccounts(db, { issuer: name, claim: userClaim, log: app.log }),
    }),
    refuse: assurance?.refuse,
  };
}
