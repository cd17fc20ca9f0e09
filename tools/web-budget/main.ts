/**
 * `npm run bench:web`: the web budget (Lighthouse mobile and first-load JS per screen).
 *
 *  1. builds apps/web and prints, per route of app/routes.tsx, the gzip size of the JS it loads
 *     first; fails when /lock's is over 180 kB;
 *  2. starts the app on a fresh data directory and a free port, and runs Lighthouse (performance,
 *     accessibility, best practices) in Debian's Chromium on the screens of the morning peak
 *     (docs/scale.md): /lock; signed in as the demo student /home, /notice-list and an unread
 *     notice (performance ≥ 95); as the demo administrator the staff search, the student search
 *     of a school and the announcement mail (≥ 90); accessibility 100 on each.
 *
 * Results go to bench/results/web-<date>-<sha>.json, beside the API bench's.
 *
 * Options: --no-build  --no-lighthouse  --runs N (default 3; the median run by performance is
 * reported)  --desktop (also run Lighthouse's desktop preset; the targets are checked on the
 * default mobile run)  --gzip (serve through a gzip reverse proxy: what compression in front of the
 * app would change; the app itself sends the built files pre-compressed, br or gz, but not its JSON
 * answers)  --out DIR  --port N (the app on N, the gzip proxy on N+1, Chromium's debugging port
 * on N+2, instead of ports the system picks: for a machine shared by users given port ranges).
 * Env: PLAYWRIGHT_CHROMIUM_PATH (default /usr/bin/chromium); WEB_BUDGET_LHR_DIR (keep each full
 * Lighthouse report there as JSON).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyseBundles, kb, type BundleReport } from './bundle';
import {
  auditRuns,
  Browser,
  CATEGORIES,
  median,
  type FormFactor,
  type LighthouseRun,
} from './lighthouse';
import { chromiumPath } from '../../e2e/chromium';
import { AUDITED, DEMO_PASSWORD, TARGETS } from './screens';
import { startApp } from './server';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = join(root, 'apps/web');

export const LOCK_BUDGET_KB = 180;
const { values: opts } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    desktop: { type: 'boolean', default: false },
    gzip: { type: 'boolean', default: false },
    out: { type: 'string', default: join(root, 'bench/results') },
    port: { type: 'string' },
  },
});

function git(args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function build(): void {
  console.log('› npm run build -w apps/web');
  const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0) throw new Error('the web build failed');
}

function printBundles(report: BundleReport): number {
  console.log(
    `\nInitial JS (index.html entry + modulepreloads): ${kb(report.initial.gzipBytes)} kB gzip, ${kb(report.initial.rawBytes)} kB raw`,
  );
  const rows = report.routes.map((r) => [
    r.path,
    r.name,
    r.layout,
    r.page ? r.page.replace(/^src\//, '') : '(redirect only)',
    String(r.files.length),
    kb(r.routeOnlyGzipBytes),
    kb(r.gzipBytes),
  ]);
  const head = [
    'route',
    'name',
    'layout',
    'page module',
    'chunks',
    '+route kB',
    'first-load kB gz',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  for (const w of report.warnings) console.log(`warning: ${w}`);
  const lock = report.routes.find((r) => r.path === '/lock');
  if (!lock) throw new Error('no /lock route in the route table');
  const lockKb = lock.gzipBytes / 1000;
  console.log(
    `\n/lock first-load JS: ${lockKb.toFixed(1)} kB gzip (budget ${LOCK_BUDGET_KB} kB) ${lockKb <= LOCK_BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  // Cross-check with the web app's own script (same rule): it is the budget check apps/web runs.
  const size = spawnSync(process.execPath, [join(webDir, 'scripts/bundle-size.mjs')], {
    encoding: 'utf8',
  });
  const total = /([\d.]+) kB\s+gzip total/.exec(size.stdout ?? '')?.[1];
  if (total && Math.abs(Number(total) - lockKb) > 0.15) {
    console.log(`warning: apps/web/scripts/bundle-size.mjs says ${total} kB for /lock`);
  }
  return lockKb;
}

interface PageResult {
  name: string;
  path: string;
  formFactor: FormFactor;
  /** Lighthouse's performance score this screen must reach (mobile). */
  target: number;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

async function runLighthouse(
  count: number,
  formFactors: FormFactor[],
  gzip: boolean,
  port: number | undefined,
): Promise<PageResult[]> {
  const app = await startApp(root, { gzip, port });
  console.log(
    `\n› app at ${app.baseUrl} (fresh data directory${gzip ? ', through a gzip proxy' : ''}); Lighthouse in ${chromiumPath}`,
  );
  const results: PageResult[] = [];
  try {
    for (const { account, pages } of AUDITED) {
      const browser = await Browser.launch(chromiumPath, port === undefined ? undefined : port + 2);
      try {
        if (account) await browser.signIn(app.baseUrl, account, DEMO_PASSWORD);
        for (const page of pages) {
          const path =
            typeof page.path === 'string' ? page.path : await page.path(browser, app.baseUrl);
          for (const formFactor of formFactors) {
            const runs = await auditRuns(browser, app.baseUrl + path, formFactor, count);
            results.push({
              name: page.name,
              path,
              formFactor,
              target: page.performance,
              runs,
              median: median(runs),
            });
          }
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await app.stop();
  }
  return results;
}

function printLighthouse(results: PageResult[]): boolean {
  console.log('\nLighthouse (median run by performance)');
  const head = ['page', 'form', ...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'targets'];
  console.log(head.join('\t'));
  let pass = true;
  for (const r of results) {
    const s = r.median.scores;
    const checked = r.formFactor === 'mobile';
    const ok = s.performance >= r.target && s.accessibility >= TARGETS.accessibility;
    if (checked && !ok) pass = false;
    const m = r.median.metrics;
    console.log(
      [
        r.path,
        r.formFactor,
        `${s.performance} (≥ ${r.target})`,
        s.accessibility,
        s['best-practices'],
        m.fcpMs,
        m.lcpMs,
        m.tbtMs,
        m.cls,
        checked ? (ok ? 'OK' : 'MISSED') : '-',
      ].join('\t'),
    );
  }
  for (const r of results) {
    if (r.median.failing.length === 0) continue;
    console.log(`\n${r.path} (${r.formFactor}) audits not passing:`);
    for (const f of r.median.failing) {
      console.log(
        `  [${f.category}] ${f.id}: ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''}`,
      );
      for (const item of f.items ?? []) console.log(`      ${item}`);
    }
  }
  return pass;
}

async function main() {
  const startedAt = new Date();
  if (!opts['no-build']) build();
  const bundles = await analyseBundles(webDir);
  const lockKb = printBundles(bundles);
  const bundlePass = lockKb <= LOCK_BUDGET_KB;

  let lighthouse: PageResult[] = [];
  let lighthousePass: boolean | null = null;
  if (!opts['no-lighthouse']) {
    const runs = Math.max(1, Number(opts.runs) || 1);
    lighthouse = await runLighthouse(
      runs,
      opts.desktop ? ['mobile', 'desktop'] : ['mobile'],
      !!opts.gzip,
      opts.port === undefined ? undefined : Number(opts.port),
    );
    lighthousePass = printLighthouse(lighthouse);
  }

  const sha = git(['rev-parse', '--short', 'HEAD']) || 'nogit';
  mkdirSync(opts.out!, { recursive: true });
  const file = join(
    opts.out!,
    `web-${startedAt.toISOString().slice(0, 19).replace(/:/g, '-')}Z-${sha}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        git: { sha, dirty: git(['status', '--porcelain']).length > 0 },
        machine: {
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          memoryGb: Math.round(totalmem() / 2 ** 30),
          node: process.version,
        },
        budget: { lockKb: LOCK_BUDGET_KB, ...TARGETS },
        bundles: { lockKb: Number(lockKb.toFixed(1)), pass: bundlePass, ...bundles },
        lighthouse: {
          pass: lighthousePass,
          served: opts.gzip ? 'gzip-proxy' : 'app',
          pages: lighthouse,
        },
      },
      null,
      1,
    ),
  );
  console.log(`\nresults: ${relative(root, file)}`);
  if (!bundlePass)
    console.log(`FAIL: /lock initial JS ${lockKb.toFixed(1)} kB > ${LOCK_BUDGET_KB} kB`);
  if (lighthousePass === false)
    console.log(
      `FAIL: Lighthouse below target (each screen's performance as listed, accessibility ${TARGETS.accessibility})`,
    );
  if (!bundlePass || lighthousePass === false) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
