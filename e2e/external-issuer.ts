import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A second OpenID provider playing a school's own issuer, configured apart from the bundled IdP:
 * another client id, opaque subjects (not the portal's user ids), no `admin` scope, `name` and
 * `preferred_username` instead of the bundled IdP's family/given names and user_type/role_type,
 * and oidc-provider's development sign-in page (any password). Scope claims are put in the ID
 * token, as Google, Keycloak and Cognito do with the `email` scope.
 */
export interface ExternalPerson {
  email: string;
  emailVerified: boolean;
  name: string;
}

export const CLIENT_ID = 'school-portal';

export async function startExternalIssuer(opts: {
  port: number;
  /** The portal signing in here (its /cushion and /lock). */
  portalUrl: string;
  /** Sign-in name (typed on the issuer's page, and the subject) → claims. */
  people: Record<string, ExternalPerson>;
}) {
  const issuer = `http://127.0.0.1:${opts.port}`;
  const requestedScopes: string[] = [];
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        response_types: ['code'],
        grant_types: ['authorization_code'],
        redirect_uris: [`${opts.portalUrl}/cushion`],
        post_logout_redirect_uris: [`${opts.portalUrl}/lock`],
      },
    ],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['external-issuer-test-cookie-key'] },
    // The school's issuer asks for no consent for its own portal.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const person = opts.people[sub];
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          name: person.name,
          preferred_username: sub,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/auth') requestedScopes.push(url.searchParams.get('scope') ?? '');
    void callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    issuer,
    /** The scope parameter of each authorization request, as the portal sent it. */
    requestedScopes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
