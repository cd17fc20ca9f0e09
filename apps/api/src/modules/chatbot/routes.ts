import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { route } from '../../platform/http/http';
import { findStandaloneWidget } from './service';

/** The chatbot page's setting (spec 001 §2, §7: GET /api/v1/get-standalone-widget). */
export async function chatbotRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  route(app, endpoints.standaloneWidget, ({ principal, query }) =>
    findStandaloneWidget(db, principal, query.app ?? null, config.chatbot.scriptUrl),
  );
}
