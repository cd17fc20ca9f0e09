import { z } from './zod';
import { publicAccess } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';

/**
 * The scopes the SPA requests from the bundled IdP (spec 000 §1: email, openid, phone, profile and
 * admin). The IdP offers exactly these. An external issuer is asked for its own list (OIDC_SCOPES):
 * most refuse a scope they do not know, and `admin` is the bundled IdP's.
 */
export const bundledIdpScopes = ['openid', 'email', 'phone', 'profile', 'admin'] as const;

/** How the SPA signs in, read from the server at run time: nothing about the issuer is built in. */
export const AuthConfig = z.object({
  /** The OpenID Connect issuer (oidc-client-ts's authority): the bundled IdP or OIDC_ISSUER. */
  authority: z.string(),
  /** The SPA's client id at that issuer (the ID token's audience). */
  clientId: z.string(),
  /** Space-separated scopes to request. */
  scope: z.string(),
  /** The issuer's change-password page (the header's menu, new tab); null: the menu has none. */
  changePasswordUrl: z.string().nullable(),
  /**
   * Whether the identity check issues a temporary password here. false: sign-in details come from
   * the school's own provider, and the identification page says so instead of asking.
   */
  identityCheck: z.boolean(),
});
export type AuthConfig = z.infer<typeof AuthConfig>;

export const authConfigEndpoints = {
  authConfig: defineEndpoint({
    ...apiRoutes.authConfig,
    response: AuthConfig,
    access: publicAccess,
    summary:
      'How the SPA signs in: issuer, client id, scopes, change-password page, and whether the ' +
      'identity check issues passwords (read at run time, so a deploy switches issuers without a rebuild).',
  }),
};
