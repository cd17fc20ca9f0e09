import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { bundledIdpScopes } from '@tayori/contract';
import { createAdapterFactory } from './adapter';
import type { AccountPort } from './index';
import type { IdpDb } from './keys';
import { MANAGE_PARAM } from './factor-manage-view';
import {
  escapeHtml,
  layout,
  logoutPage,
  messagePage,
  notFoundPage,
  type PageContext,
} from './pages';

/** The scopes the SPA asks the bundled IdP for (the contract's list, spec 000 §1). */
const SCOPES = [...bundledIdpScopes];
const HOUR = 60 * 60;

export interface ProviderOptions {
  db: IdpDb;
  /** e.g. http://localhost:3000/idp */
  issuer: string;
  /** The portal's public URL, e.g. http://localhost:3000 (redirects: /cushion, /lock). */
  publicUrl: string;
  clientId: string;
  /** Keys signing the IdP's cookies (newest first); createIdp given none takes the database's (keys.ts). */
  cookieKeys: string[];
  accounts: AccountPort;
  signingKeys: JWK[];
}

/** The mount path of the issuer (e.g. /idp): the Fastify prefix and the base of every IdP URL. */
export function basePath(issuer: string): string {
  return new URL(issuer).pathname.replace(/\/$/, '');
}

export function buildProvider(opts: ProviderOptions): Provider {
  const base = basePath(opts.issuer);
  const pages: PageContext = { base, publicUrl: opts.publicUrl };

  const configuration: Configuration = {
    adapter: createAdapterFactory(opts.db),
    clients: [
      {
        client_id: opts.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: [`${opts.publicUrl}/cushion`],
        post_logout_redirect_uris: [`${opts.publicUrl}/lock`],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: opts.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: opts.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: SCOPES,
    claims: {
      // How the person signed in (RFC 8176: pwd, otp, hwk, user, mfa): the second factor's proof,
      // in every ID token.
      amr: null,
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
      profile: ['name', 'family_name', 'given_name'],
      admin: ['user_type', 'role_type'],
    },
    // The SPA reads the user's name and type from the ID token; it does not call userinfo.
    conformIdTokenClaims: false,
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 8 * HOUR,
      Grant: 8 * HOUR,
      RefreshToken: 8 * HOUR,
    },
    // Refresh tokens for our own client (no offline_access): they end with the IdP session.
    issueRefreshToken: (_ctx, client) =>
      client.clientId === opts.clientId && client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `${base}/interaction/${interaction.uid}` },
    // Our own client needs no consent screen: its grant is created on the spot.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const found = await provider.Grant.find(grantId);
        if (found) return found;
      }
      if (client.clientId !== opts.clientId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const claims = await opts.accounts.findClaims(sub);
      if (!claims) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...claims,
          email_verified: true,
          role_type: claims.role_type ?? undefined,
        }),
      };
    },
    // The portal's request for the page managing one's own second factors (factor-manage-view.ts).
    extraParams: [MANAGE_PARAM],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(pages, form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = messagePage(pages, 'サインアウト', 'サインアウトしました。', {
            href: `${opts.publicUrl}/lock`,
            label: 'サインイン画面へ',
          });
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = layout(
        pages,
        'エラー',
        `<p>サインインの処理中にエラーが発生しました。お手数ですが、最初からやり直してください。</p>
<p class="note">エラーコード: ${escapeHtml(out.error)}</p>
<p><a class="button" href="${escapeHtml(opts.publicUrl)}/lock">サインイン画面へ</a></p>`,
      );
    },
  };

  const provider = new Provider(opts.issuer, configuration);
  // A path oidc-provider does not serve gets the portal's Japanese page instead of Koa's English
  // text/plain "Not Found". Its endpoints' own errors have a body (JSON for clients) and stay.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.type = 'html';
      ctx.body = notFoundPage(pages);
      ctx.status = 404;
    }
  });
  // Koa reads the scheme, host and client the plugin sets from PUBLIC_URL and Fastify's resolved
  // address (plugin.ts), never what the client sent.
  provider.proxy = true;
  provider.maxIpsCount = 1;
  return provider;
}
