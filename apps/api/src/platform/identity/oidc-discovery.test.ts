import { afterEach, describe, expect, it } from 'vitest';
import { startExternalIssuer, type ExternalIssuer } from '../../../test/external-issuer';
import { createTokenVerifier } from './auth';
import {
  discoveredKeySet,
  discoveryUrl,
  issuerDiscovery,
  refreshTokenScopeWarning,
} from './oidc-discovery';

let issuer: ExternalIssuer;
afterEach(async () => {
  await issuer?.close();
});

const discoveryPath = '/realms/school/.well-known/openid-configuration';
const certsPath = '/realms/school/protocol/certs';

describe('an external issuer discovered (OpenID Connect Discovery 1.0)', () => {
  it("verifies its tokens with the keys at its document's jwks_uri, each read once", async () => {
    issuer = await startExternalIssuer();
    const verifier = createTokenVerifier({
      issuer: issuer.issuer,
      audience: 'portal',
      keySet: discoveredKeySet(issuerDiscovery(issuer.issuer)),
      keepClaims: ['email', 'email_verified'],
      cacheSize: 0,
    });
    const token = await issuer.sign('ext-1', {
      email: 'a@school.example.jp',
      email_verified: true,
      name: 'kept out',
    });
    await expect(verifier.verify(token)).resolves.toEqual({
      sub: 'ext-1',
      claims: { email: 'a@school.example.jp', email_verified: true },
    });
    await verifier.verify(await issuer.sign('ext-2'));
    expect(issuer.requests).toEqual([discoveryPath, certsPath]);
    // Another audience is still refused.
    await expect(verifier.verify(await issuer.sign('ext-1', {}, 'another-app'))).rejects.toThrow();
  });

  it('finds the document under the issuer without its trailing slash', () => {
    expect(discoveryUrl('https://id.example.jp/')).toBe(
      'https://id.example.jp/.well-known/openid-configuration',
    );
    expect(discoveryUrl('https://id.example.jp/realms/a')).toBe(
      'https://id.example.jp/realms/a/.well-known/openid-configuration',
    );
  });

  it('refuses a document naming another issuer, saying which value to configure', async () => {
    issuer = await startExternalIssuer();
    issuer.answerNext({ issuer: `${issuer.issuer}/` });
    const discovery = issuerDiscovery(issuer.issuer);
    await expect(discovery.metadata()).rejects.toThrow(
      `names the issuer "${issuer.issuer}/"; set OIDC_ISSUER to exactly that`,
    );
    const verifier = createTokenVerifier({
      issuer: issuer.issuer,
      audience: 'portal',
      keySet: discoveredKeySet(discovery),
    });
    await expect(verifier.verify(await issuer.sign('ext-1'))).rejects.toThrow();
    expect(issuer.requests).not.toContain(certsPath);
  });

  it('asks again after a failure, but not before a pause (an issuer down is not flooded)', async () => {
    issuer = await startExternalIssuer();
    issuer.answerNext({ status: 503 });
    let now = 0;
    const discovery = issuerDiscovery(issuer.issuer, { now: () => now });
    await expect(discovery.metadata()).rejects.toThrow('answered 503');
    now += 9_999;
    await expect(discovery.metadata()).rejects.toThrow('answered 503');
    expect(issuer.requests).toEqual([discoveryPath]);
    expect(discovery.known()).toBeUndefined();
    now += 1;
    await expect(discovery.metadata()).resolves.toMatchObject({ issuer: issuer.issuer });
    expect(discovery.known()?.jwks_uri).toBe(`${issuer.issuer}/protocol/certs`);
    expect(issuer.requests).toEqual([discoveryPath, discoveryPath]);
  });

  it('warns when the issuer offers offline_access and the portal does not ask for it', () => {
    const metadata = {
      issuer: 'https://login.microsoftonline.com/t/v2.0',
      jwks_uri: 'https://login.microsoftonline.com/t/discovery/v2.0/keys',
      authorization_endpoint: 'https://login.microsoftonline.com/t/oauth2/v2.0/authorize',
    };
    expect(
      refreshTokenScopeWarning(
        { ...metadata, scopes_supported: ['openid', 'profile', 'email', 'offline_access'] },
        'openid email profile',
      ),
    ).toMatch(
      /^OIDC_ISSUER offers the scope offline_access and OIDC_SCOPES \("openid email profile"\) lacks it/,
    );
    expect(
      refreshTokenScopeWarning(
        { ...metadata, scopes_supported: ['openid', 'offline_access'] },
        'openid email profile offline_access',
      ),
    ).toBeNull();
    // Keycloak-like issuers that do not list it, or list no scopes at all: nothing to say.
    expect(
      refreshTokenScopeWarning({ ...metadata, scopes_supported: ['openid'] }, 'openid'),
    ).toBeNull();
    expect(refreshTokenScopeWarning(metadata, 'openid')).toBeNull();
  });
});
