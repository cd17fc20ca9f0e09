import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty one is
 * no body: spec 000 §7 sends PUT users/notices/{id} with an empty body and DELETE with none, and a
 * client may still label them application/json. An endpoint that needs a body then answers its
 * own validation error instead of Fastify's "empty JSON body".
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(req, text, done);
  });
}
