/** Finds a generated dataset to reuse, or generates it (in a child process, so its memory is gone). */
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  dataDir,
  GENERATOR_VERSION,
  migrationsHash,
  postgresDatabaseExists,
  readFingerprint,
  type Fingerprint,
} from '../generate/database';
import type { DatasetSample } from '../generate/sample';

const generatorMain = join(dirname(fileURLToPath(import.meta.url)), '../generate/main.ts');

export interface Dataset {
  name: string;
  url: string;
  students: number;
  sample: DatasetSample;
  /** Whether this run generated it, and how long that took. */
  generatedMs: number | null;
}

export const datasetName = (students: number) =>
  `tayori_bench_${students % 1000 === 0 ? `${students / 1000}k` : students}`;

export async function ensureDataset(
  serverUrl: string,
  students: number,
  opts: { seed: number; regenerate: boolean },
): Promise<Dataset> {
  const name = datasetName(students);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const sampleFile = join(dataDir, `${name}.json`);
  const wanted: Fingerprint = {
    generator: GENERATOR_VERSION,
    students,
    seed: opts.seed,
    notices: null,
    staff: null,
    migrations: migrationsHash(),
  };
  const same = (f: Fingerprint | null | undefined) =>
    !!f && JSON.stringify(f) === JSON.stringify(wanted);

  if (!opts.regenerate && existsSync(sampleFile) && (await postgresDatabaseExists(url))) {
    const file = JSON.parse(readFileSync(sampleFile, 'utf8')) as DatasetSample & {
      fingerprint: Fingerprint;
    };
    if (same(file.fingerprint) && same(await readFingerprint(url))) {
      console.log(`Reusing ${name} (generated ${file.generatedAt}).`);
      return { name, url, students, sample: file, generatedMs: null };
    }
    console.log(`${name} is stale (generator, seed or migrations changed): regenerating.`);
  }
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = fork(
      generatorMain,
      [
        '--students',
        String(students),
        '--seed',
        String(opts.seed),
        '--database-url',
        url,
        '--reset',
      ],
      {
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Generating ${name} failed (exit ${code}).`)),
    );
  });
  const sample = JSON.parse(readFileSync(sampleFile, 'utf8')) as DatasetSample;
  return { name, url, students, sample, generatedMs: Date.now() - started };
}
