import type { RouteServices } from '../../platform/http/services';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { eq } from 'drizzle-orm';
import { endpoints, limits, messages, rosterColumns, rosterSamples } from '@tayori/contract';
import { rosterImports, schools } from '../../db/schema';
import { csvStream, sendCsv } from '../../platform/csv';
import { conflict, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import { enqueueOne, jobsIn } from '../../platform/jobs';
import { rosterImportJob } from './apply-job';
import { requireReachableSchool, inReachableSchool } from '../../domain/schools/reach';
import { applyRefusal, findRosterImport, listRosterImports, rejectionBatches } from './detail';
import { previewRoster } from './preview';
import { previewOneRoster } from './one-roster/preview-zip';
import { oneRosterZip } from './one-roster/export-zip';
import { previewYearUpdate } from './year-update';
import { planYearUpdateUndo } from './year-update-undo';
import { fileProblem } from './read-file';

/**
 * The uploaded file, kept out of sight of the generic checks that walk a body's own properties
 * (http.ts): a private field, not millions of enumerable bytes.
 */
class UploadedFile {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

const tooLarge = () => fileProblem(messages.import_file_too_large);

/**
 * How much of an oversized upload is read and thrown away so the refusal reaches the browser: a
 * server that answers while the browser is still sending resets the connection, and the browser
 * then shows a network error instead of the message. Beyond this the connection is dropped.
 */
const DRAINED_BYTES = 4 * limits.rosterImportMaxBytes;

/** Reads the body itself so an oversized file is refused with its own message. */
function readUpload(
  req: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (err: Error | null, body?: unknown) => void,
) {
  if (Number(req.headers['content-length'] ?? 0) > DRAINED_BYTES) return done(tooLarge());
  const chunks: Buffer[] = [];
  let size = 0;
  let answered = false;
  const answer = (err: Error | null, body?: unknown) => {
    if (answered) return;
    answered = true;
    done(err, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAINED_BYTES) answer(tooLarge());
    // Past the limit the file is refused: what was kept is let go, the rest only counted.
    else if (size <= limits.rosterImportMaxBytes) chunks.push(chunk);
    else chunks.length = 0;
  });
  payload.on('end', () =>
    size > limits.rosterImportMaxBytes
      ? answer(tooLarge())
      : answer(null, new UploadedFile(Buffer.concat(chunks))),
  );
  payload.on('error', (err: Error) => answer(err));
}

/**
 * The roster import (docs/decisions/roster-import.md): upload → preview → apply as a job →
 * history and reports. SYSTEM_ADMINISTRATOR only (the contract's rosterImporters).
 */
export async function rosterImportRoutes(
  app: FastifyInstance,
  // `bulk`: planning a file's rows and keeping the plan, a OneRoster export.
  { db, bulk, clock, jobs }: RouteServices,
) {
  app.addContentTypeParser(
    ['application/octet-stream', 'text/csv', 'application/zip', 'application/x-zip-compressed'],
    // The parser enforces the limit itself, after reading what it drains (readUpload).
    { bodyLimit: DRAINED_BYTES + 1 },
    readUpload,
  );
  // One plan made at a time per instance (a file's preview, a year update or its undo; a second
  // waits its turn): a 50,000-student preview holds about 150 MB while it runs, and the instance's heap is bounded
  // (docs/operations.md, "Sizing"), so two at once must not meet.
  const oneAtATime = pLimit(1);
  route(app, endpoints.rosterImportUpload, async ({ query, principal, req }) => {
    const school = await requireReachableSchool(db, principal, query.extendedSchoolCode);
    const body = req.body;
    const bytes = body instanceof UploadedFile ? body.bytes : new Uint8Array();
    const ctx = { db: bulk, clock, principal };
    const { kind, fileName, markMissingAsLeaving } = query;
    const importId = await oneAtATime(() =>
      kind === 'oneRoster'
        ? previewOneRoster(
            ctx,
            {
              school: { id: school.id, code: query.extendedSchoolCode, name: school.name },
              fileName,
              markMissingAsLeaving,
            },
            bytes,
          )
        : previewRoster(
            ctx,
            {
              kind,
              school: { id: school.id, code: query.extendedSchoolCode },
              fileName,
              encoding: query.encoding,
              markMissingAsLeaving,
            },
            bytes,
          ),
    );
    return (await findRosterImport(db, importId, clock.now()))!;
  });

  route(app, endpoints.rosterImportList, async () => ({ imports: await listRosterImports(db) }));

  route(app, endpoints.rosterImportDetail, async ({ params }) => {
    const found = await findRosterImport(db, params.id, clock.now());
    if (!found) throw notFound();
    return found;
  });

  /** Confirms an import: its job applies it (a resumed one carries on where it stopped). */
  const queueApply = (importId: string, actorUserId: string) =>
    db.transaction(async (tx) => {
      await tx
        .update(rosterImports)
        .set({ status: 'queued', appliedBy: actorUserId, failure: null })
        .where(eq(rosterImports.id, importId));
      await enqueueOne(
        jobs,
        rosterImportJob,
        { importId, actorUserId },
        { db: jobsIn(tx), singletonKey: importId },
      );
    });

  route(app, endpoints.rosterImportApply, async ({ params, principal }) => {
    const found = await findRosterImport(db, params.id, clock.now());
    if (!found) throw notFound();
    const refusal = applyRefusal(found);
    if (refusal) throw conflict(refusal);
    await queueApply(params.id, principal.userId);
    return (await findRosterImport(db, params.id, clock.now()))!;
  });

  route(app, endpoints.yearUpdatePreview, async ({ body, principal }) => {
    const school = await requireReachableSchool(db, principal, body.extendedSchoolCode);
    const importId = await oneAtATime(() =>
      previewYearUpdate({ db: bulk, clock, principal }, school, body),
    );
    return (await findRosterImport(db, importId, clock.now()))!;
  });

  // An undo is confirmed on the screen before it is asked for, so it is applied at once.
  route(app, endpoints.rosterImportUndo, async ({ params, principal }) => {
    const undoId = await oneAtATime(() =>
      planYearUpdateUndo({ db: bulk, clock, principal }, params.id),
    );
    await queueApply(undoId, principal.userId);
    return (await findRosterImport(db, undoId, clock.now()))!;
  });

  route(app, endpoints.rosterImportReport, async ({ params, reply }) => {
    const found = await findRosterImport(db, params.id, clock.now());
    if (!found) throw notFound();
    const stream = csvStream(
      [
        { header: '行', value: (r: { line: number }) => r.line },
        { header: '列', value: (r: { column: string | null }) => r.column },
        { header: 'エラー内容', value: (r: { message: string }) => r.message },
      ],
      rejectionBatches(db, params.id),
    );
    return sendCsv(reply, `roster_import_errors_${found.kind}.csv`, stream);
  });

  route(app, endpoints.oneRosterExport, async ({ query, principal, reply }) => {
    const code = query.extendedSchoolCode;
    const school = code ? await requireReachableSchool(db, principal, code) : null;
    const schoolIds = school
      ? [school.id]
      : (
          await db
            .select({ id: schools.id })
            .from(schools)
            .where(inReachableSchool(db, principal, schools.id))
        ).map((s) => s.id);
    const zip = await oneRosterZip(bulk, schoolIds, clock.today());
    reply
      .type('application/zip')
      .header(
        'content-disposition',
        `attachment; filename="oneroster_${code ?? 'all'}_${clock.today().replace(/-/g, '')}.zip"`,
      )
      .send(Buffer.from(zip));
    // A route answers its contract's type; the reply has already sent the archive.
    return reply as unknown as string;
  });

  route(app, endpoints.rosterImportSample, async ({ params, reply }) => {
    const columns = rosterColumns(params.kind, () => '');
    const rows = rosterSamples[params.kind];
    const stream = csvStream(
      columns.map((c, i) => ({
        header: c.header,
        value: (row: readonly string[]) => row[i] ?? '',
      })),
      (async function* () {
        yield rows;
      })(),
    );
    return sendCsv(reply, `roster_sample_${params.kind}.csv`, stream);
  });
}
