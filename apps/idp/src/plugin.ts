import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PASSKEY_JS } from './factor-pages';
import { interactionRoutes, type RouteDeps } from './interactions';
import { addFormParser, sendHtml } from './http';
import { AUTO_SUBMIT_JS, STYLE_CSS, notFoundPage } from './pages';
import { passwordChangeRoutes } from './password-change';

/**
 * The IdP as a Fastify plugin (register with the issuer's path as prefix, e.g. /idp):
 * - our own pages (interactions, password change, assets) in a context that parses forms;
 * - everything else handed to oidc-provider untouched: body unparsed, reply hijacked, and the
 *   request URL rewritten to the path below the mount point (`originalUrl` keeps the full one,
 *   which oidc-provider uses to build its own URLs under /idp).
 */
/**
 * @simplewebauthn/browser's own bundle (a UMD script defining `SimpleWebAuthnBrowser`), served as
 * it ships: the package exports only its module entry, so the bundle is found beside it.
 */
function webauthnBrowserBundle(): string {
  const entry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  return readFileSync(join(dirname(entry), '../dist/bundle/index.umd.min.js'), 'utf8');
}

export function idpPlugin(deps: RouteDeps): FastifyPluginAsync {
  const webauthnJs = webauthnBrowserBundle();
  const base = deps.pages.base;
  const publicOrigin = new URL(deps.pages.publicUrl);
  const callback = deps.provider.callback();

  return async (app: FastifyInstance) => {
    // The IdP's pages and protocol endpoints are not the portal's API: keep them out of /api/docs.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    app.get('/assets/style.css', async (_req, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(STYLE_CSS),
    );
    app.get('/assets/auto-submit.js', async (_req, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(AUTO_SUBMIT_JS),
    );

    for (const [name, body] of [
      ['webauthn.js', webauthnJs],
      ['passkey.js', PASSKEY_JS],
    ] as const) {
      app.get(`/assets/${name}`, async (_req, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(body),
      );
    }

    // The issuer's own URL (/idp, /idp/) is no page either; oidc-provider answers below it.
    app.get('/', async (_req, reply) => sendHtml(reply, notFoundPage(deps.pages), 404));

    await app.register(async (pagesApp) => {
      addFormParser(pagesApp);
      await interactionRoutes(pagesApp, deps);
      await passwordChangeRoutes(pagesApp, deps);
    });

    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
      raw.all('/*', async (req, reply) => {
        // Headers set so far (helmet's CSP and friends) still apply to oidc-provider's answers.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.hijack();
        const incoming = req.raw as IncomingMessage & { originalUrl?: string };
        // oidc-provider builds the issuer's endpoints and decides on Secure cookies from the
        // request's scheme and Host: they come from PUBLIC_URL alone, so a Host header cannot put
        // another site into the discovery document, and a TLS proxy's https holds whatever it
        // forwards. Its view of the client is the address Fastify resolved (TRUST_PROXY's hops).
        incoming.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
        incoming.headers['x-forwarded-host'] = publicOrigin.host;
        incoming.headers['x-forwarded-for'] = req.ip;
        const url = incoming.url ?? '/';
        incoming.originalUrl = url;
        incoming.url = url.startsWith(base) ? url.slice(base.length) || '/' : url;
        await callback(incoming, reply.raw);
      });
    });
  };
}
