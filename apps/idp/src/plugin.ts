import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { IncomingMessage } from 'node:http';
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
export function idpPlugin(deps: RouteDeps): FastifyPluginAsync {
  const base = deps.pages.base;
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
        const url = incoming.url ?? '/';
        incoming.originalUrl = url;
        incoming.url = url.startsWith(base) ? url.slice(base.length) || '/' : url;
        await callback(incoming, reply.raw);
      });
    });
  };
}
