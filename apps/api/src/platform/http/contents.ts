import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';

/**
 * The school group's own pages and notices under the spec's URLs (spec 000 §7: the attention list
 * /contents/attention/attentions.json; the manual and the privacy policy under /contents/), served
 * from the directory CONTENTS_DIR names, read at each request (no rebuild, no restart: an edited
 * file shows at the next visit). Without it, the demo's own outside production; in production an
 * empty attention list and pages that ask the operator to write them (docs/operations.md, "The
 * attention list, the manual and the privacy policy").
 */

/** The pages a production portal without CONTENTS_DIR answers with a request to write them. */
const PAGES: Record<string, string> = {
  'manual/index.html': 'ご利用マニュアル',
  'privacy/index.html': '個人情報の取り扱いについて',
};

export async function serveContents(app: FastifyInstance, dir: string | null): Promise<void> {
  await app.register(
    async (scope) => {
      if (dir)
        await scope.register(fastifyStatic, {
          root: dir,
          decorateReply: false,
          index: false,
          // Read from disk at every request: the operator's edit shows at the next visit.
          cacheControl: false,
          setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
        });
      scope.setNotFoundHandler((req, reply) => notWritten(req, reply, dir));
    },
    { prefix: '/contents' },
  );
}

/** What a file the directory lacks answers: an empty list, a page asking for it, or 404. */
function notWritten(req: FastifyRequest, reply: FastifyReply, dir: string | null) {
  const path = (req.url.split('?')[0] ?? '').replace(/^\/contents\//, '');
  reply.header('cache-control', 'no-cache');
  if (path === 'attention/attentions.json') return reply.type('application/json').send('[]');
  const title = PAGES[path];
  if (!title) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(placeholderPage(title, join(dir ?? '$CONTENTS_DIR', path)));
}

function placeholderPage(title: string, file: string): string {
  return `<!doctype html>
<html lang="ja">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;line-height:1.7;color:#333}</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>このページはまだ用意されていません。お問い合わせは学校の窓口へお願いします。</p>
<p><small>運営者の方へ: ${escapeHtml(file)} にこのページの内容を置くと、ここに表示されます（docs/operations.md）。</small></p>
</main></body>
</html>
`;
}
