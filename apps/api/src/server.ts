import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { messages } from '@tayori/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenVerifier } from './platform/identity/auth';
import { systemClock, type Clock } from './platform/clock';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandler,
} from './platform/http/error-handler';
import { securityHeaders } from './platform/http/security-headers';
import { installDrain } from './platform/http/shutdown';
import { serveContents } from './platform/http/contents';
import { serializeError, serializeRequest } from './platform/http/log-serializers';
import { startJobs, stopJobs, type Jobs } from './platform/jobs';
import { ApiError } from './platform/http/errors';
import { parseJsonBodies } from './platform/http/json-body';
import { describingResponses, securitySchemes } from './platform/http/openapi';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { authentication, xsrf } from './platform/http/security';
import { meRoutes } from './modules/me/routes';
import { authConfigRoutes } from './modules/auth-config/routes';
import { schoolRoutes } from './modules/schools/routes';
import { issuerOf, signInWith } from './platform/identity/issuer';
import { devToolRoutes } from './modules/dev-tools/routes';
import { createSmsSender } from './platform/sms';
import type { SmsSender } from './platform/sms/port';
import { createCredentialsPort } from './platform/credentials';
import { homeRoutes } from './modules/home/routes';
import { studentNoticeRoutes } from './modules/notices/routes';
import { identificationRoutes } from './modules/identification/routes';
import { profileRoutes } from './modules/profile/routes';
import { staffNoticeRoutes } from './modules/staff-notices/routes';
import { noticeGroupRoutes } from './modules/notice-groups/routes';
import { staffEmailRoutes } from './modules/staff-email/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { studentAccountRoutes } from './modules/student-accounts/routes';
import { temporaryPasswordRoutes } from './modules/temporary-password/routes';
import { licenseRoutes } from './modules/licenses/routes';
import { staffAccountRoutes } from './modules/staff-accounts/routes';
import { tutorAccountRoutes } from './modules/tutor-accounts/routes';
import { guardAccountNetworks } from './platform/identity/account-networks';
import { announceRoutes } from './modules/announce/routes';
import type { MailSender } from './platform/mail/port';
import { rosterImportRoutes } from './modules/roster-import/routes';
import { accessLogRoutes } from './modules/access-log/routes';
import { startAccessLog } from './platform/data/access';
import { startFollowUp } from './follow-up';
import type { PushFetch } from './platform/push/port';
import { startJobKinds } from './job-workers';
import { startDeliveryReports } from './delivery-reports';
import type { SnsFetch } from './modules/delivery/sns-fetcher';

export const webDistDir = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface ServerDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /**
   * Tests pass their own verifier (keys they sign with; the bundled IdP is then not mounted);
   * otherwise the issuer's keys are used.
   */
  verifier?: TokenVerifier;
  /** Tests pass their own; otherwise the adapter SMS_PROVIDER names (outbox by default). */
  sms?: SmsSender;
  /** Tests pass their own; otherwise the adapter SMTP_URL chooses (the outbox when unset). */
  mail?: MailSender;
  /** Tests pass a stand-in for SNS's hosts (certificates, confirmations); otherwise fetch. */
  snsFetch?: SnsFetch;
  /** Tests pass a stand-in for the push services; otherwise fetch. */
  pushFetch?: PushFetch;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app: API, bundled IdP, SPA and dev tools. main.ts only listens. */
export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError },
    },
    // The client address is the entry `trustProxy` hops from the right of X-Forwarded-For (what
    // Fastify does for a number, which its types do not offer).
    trustProxy:
      config.trustProxy > 0 && ((_address: string, hop: number) => hop < config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Unique across instances and restarts (Fastify's default counts from req-1 in every process),
    // so a log line and the answer a user reports name one request; answered as X-Request-Id.
    genReqId: () => randomUUID(),
    // The IdP's callback pages are long; nothing else needs it, but ids like uuids stay short.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  // Spec 001 §8: account information only from the school networks, when they are configured.
  guardAccountNetworks(app, config.accountAllowedNetworks);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  parseJsonBodies(app);
  installErrorHandler(app);

  await app.register(cookie);
  const issuer = issuerOf(config);
  const chatbotOrigin = config.chatbot.scriptOrigin;
  securityHeaders(app, {
    connectTo: issuer.connectOrigins,
    scriptsFrom: chatbotOrigin ? [chatbotOrigin] : [],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tayori API', version: '1.0.0' },
      components: { securitySchemes },
    },
    transform: describingResponses(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const secure = config.publicUrl.startsWith('https:');
  const { verifier, principals, refuse } = await signInWith(app, issuer, {
    config,
    db,
    clock,
    verifier: deps.verifier,
  });

  await app.register(xsrf, { secure });
  await app.register(authentication, { principals, verifier, refuse });
  app.decorate('clock', clock);
  const jobs = await startJobs(database, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => stopJobs(jobs));

  // Reads of students' data on record (docs/decisions/access-log.md): the writer of their entries.
  await startAccessLog(app, db);
  const services = { db, bulk: database.bulk, clock, config, jobs };
  type Services = typeof services;
  // The routes that need no more than the services, in the order the API documents them.
  const withServices = async (
    routes: ((app: FastifyInstance, services: Services) => Promise<void>)[],
  ) => {
    for (const r of routes) await app.register(r, services);
  };
  await withServices([
    meRoutes,
    authConfigRoutes,
    schoolRoutes,
    homeRoutes,
    studentNoticeRoutes,
    profileRoutes,
    staffNoticeRoutes,
    noticeGroupRoutes,
    staffEmailRoutes,
    chatbotRoutes,
  ]);
  const credentials = createCredentialsPort(config, db);
  const sms = deps.sms ?? createSmsSender(config, db);
  await app.register(identificationRoutes, { ...services, sms, credentials });
  // The account screens: they forget a changed principal, and say whether passwords are issued.
  const accounts = { ...services, principals, passwordsIssued: credentials !== null };
  await app.register(studentAccountRoutes, accounts);
  await app.register(temporaryPasswordRoutes, { ...services, credentials });
  await app.register(licenseRoutes, services);
  await app.register(staffAccountRoutes, accounts);
  await app.register(tutorAccountRoutes, accounts);
  await withServices([announceRoutes, rosterImportRoutes, accessLogRoutes]);
  const push = await startFollowUp(app, { ...services, pushFetch: deps.pushFetch });
  await startJobKinds(app, jobs, { ...services, database, mail: deps.mail, principals, push, sms });
  await startDeliveryReports(app, { db, clock, config, jobs, snsFetch: deps.snsFetch });
  if (config.devTools) await app.register(devToolRoutes, services);

  const drain = installDrain(app);
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    if (drain.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await serveContents(app, config.contentsDir);
  await serveWebApp(app);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    jobs: Jobs;
  }
}

/** Paths of the API, the IdP, the dev tools and the health check, however a client spells them. */
const NOT_A_SCREEN = /^\/+(api|idp|dev|healthz)(\/|$)/i;
/** A missing file the app would have built (a stale chunk, a favicon): 404, not the app's page. */
const FILE =
  /^\/+assets\/|\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|txt|xml|webmanifest)$/i;

/** Files of the build that name the current assets or describe the app: never kept unchecked. */
const CHECKED_EACH_TIME = /\/(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/** The built SPA: files as they are, every other non-API path gets index.html (history routing). */
async function serveWebApp(app: FastifyInstance) {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Vite names assets by content hash: they never change, so browsers keep them. index.html
      // names the current ones, so it is checked on every visit; so are the service worker (a new
      // build's sw.js lists its new assets; browsers would otherwise keep it up to a day) and the
      // web app manifest. `path` is the file sent: a pre-compressed copy (`sw.js.br`) too.
      setHeaders: (reply, path) => {
        if (path.includes('/assets/'))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (CHECKED_EACH_TIME.test(path)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (
      !hasBuild ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      NOT_A_SCREEN.test(path) ||
      FILE.test(path)
    ) {
      return reply.status(404).send(new ApiError('notFound', [messages.not_found]).toBody());
    }
    return reply.sendFile('index.html');
  });
}
