/**
 * Generates a benchmark's school group with the data builder (`@tayori/api/db/builder`, the same
 * rules as the demo at a larger scale) and samples the ids a benchmark needs. Deterministic for
 * (seed, now).
 */
import { buildDataset, largeScale, Rng, type Loader } from '@tayori/api/db/builder';
import { buildSample, type DatasetSample } from './sample';

export interface GenerateOptions {
  students: number;
  seed: number;
  /** The generation instant; notice statuses are relative to its date in Asia/Tokyo. */
  now: Date;
  /** Default 2,000 (per-student notice load does not depend on the student count). */
  notices?: number;
  /** Staff, tutors and others; default 2% of the students, at least 50. */
  staff?: number;
  /** Called at the end of each phase with its name and duration. */
  onPhase?: (phase: string, ms: number) => void;
}

export interface GenerateResult {
  counts: Record<string, number>;
  sample: DatasetSample;
}

export async function generateDataset(
  loader: Loader,
  opts: GenerateOptions & { vacuum?: boolean },
): Promise<GenerateResult> {
  const { seed, now } = opts;
  const built = await buildDataset(loader, {
    scale: largeScale(opts.students, { staff: opts.staff, notices: opts.notices }),
    seed,
    now,
    onPhase: opts.onPhase,
  });
  const started = Date.now();
  // Planner statistics for the benchmark's queries (VACUUM only outside a transaction, on PostgreSQL).
  await loader.runner.query(opts.vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE');
  opts.onPhase?.('analyze', Date.now() - started);
  return { counts: built.counts, sample: buildSample(new Rng(seed, 'sample'), built, seed, now) };
}

export type { DatasetSample };
