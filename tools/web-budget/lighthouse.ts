/**
 * Lighthouse on the running app in Debian's Chromium.
 *
 * Playwright launches Chromium with a persistent profile (so its pages live in the browser's
 * default context) and a remote-debugging port; Lighthouse connects to that port and opens its
 * own tab in the same default context. So a sign-in done by Playwright (oidc-client-ts keeps the
 * user in localStorage) is seen by Lighthouse: its storage reset clears only file systems, shader
 * cache, service workers and Cache Storage (Lighthouse 12 `clearStorageTypes`), plus the HTTP
 * cache, so every run is still a cold load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumFlags } from '../../e2e/chromium';
import { idTokenOf } from '../../e2e/id-token';
import { freePort } from './server';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  ...chromiumFlags,
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
];

export interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: {
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    speedIndexMs: number;
    ttiMs: number;
  };
  /** Audits of the three categories that did not pass (score < 1, not informative/manual). */
  failing: {
    category: Category;
    id: string;
    title: string;
    score: number | null;
    displayValue?: string;
    items?: string[];
  }[];
  finalUrl: string;
  warnings: string[];
}

export class Browser {
  private constructor(
    readonly context: BrowserContext,
    readonly port: number,
    private readonly profile: string,
  ) {}

  /** `port`: Chromium's remote-debugging port; a free one when not given. */
  static async launch(executablePath: string, port?: number): Promise<Browser> {
    port ??= await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'tayori-lh-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: false, // --headless=new is in the flags: Playwright's own switch would add plain --headless
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    return new Browser(context, port, profile);
  }

  /** Signs in through the bundled IdP from /lock, as e2e/fixtures.ts signInAs does. */
  async signIn(baseUrl: string, email: string, password: string): Promise<void> {
    const page = await this.context.newPage();
    try {
      await page.goto(`${baseUrl}/lock`);
      await page.getByRole('button', { name: 'サインイン' }).click();
      await page.getByLabel('サインインID').fill(email);
      await page.getByLabel('パスワード', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'サインイン' }).click();
      await page.waitForURL(/\/home$/, { timeout: 30_000 });
      if (!(await idTokenOf(this.context)))
        throw new Error('signed in, but no oidc.user entry in localStorage');
    } finally {
      await page.close();
    }
  }

  /** GET on the API as the signed-in user (the ID token oidc-client-ts keeps), for a seeded id. */
  async apiGet<T>(baseUrl: string, path: string): Promise<T> {
    const token = await idTokenOf(this.context);
    if (!token) throw new Error('not signed in: no oidc.user entry');
    const res = await this.context.request.get(baseUrl + path, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
    return (await res.json()) as T;
  }

  async audit(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
    const flags: Flags = {
      port: this.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      locale: 'en-US',
    };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    // A headless run now and then reports NO_FCP (no paint seen): try that run again, twice at most.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const error = result.lhr.runtimeError;
      if (error && attempt < 3) {
        console.log(`  (${url}: Lighthouse ${error.code}, running again)`);
        continue;
      }
      // WEB_BUDGET_LHR_DIR=dir keeps each full Lighthouse report (the printed summary cuts items).
      const keep = process.env.WEB_BUDGET_LHR_DIR;
      if (keep) {
        mkdirSync(keep, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}-${Date.now()}.json`;
        writeFileSync(join(keep, name), JSON.stringify(result.lhr));
      }
      return summarise(result.lhr);
    }
  }

  async close(): Promise<void> {
    await this.context.close();
    rmSync(this.profile, { recursive: true, force: true });
  }
}

/**
 * Uncaught exceptions during the run: a screen that failed to render (the error boundary's page)
 * still gets scores, and usually better ones, so such a run must not count.
 */
function pageExceptions(lhr: Result): string[] {
  const details = lhr.audits['errors-in-console']?.details as
    { items?: { source?: string; description?: string }[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.source === 'exception')
    .map((item) => String(item.description ?? '').split('\n')[0]!);
}

function summarise(lhr: Result): LighthouseRun {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const exceptions = pageExceptions(lhr);
  if (exceptions.length > 0)
    throw new Error(`${lhr.finalDisplayedUrl} threw during the run: ${exceptions.join('; ')}`);
  const scores = {} as Record<Category, number>;
  const failing: LighthouseRun['failing'] = [];
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    scores[category] = Math.round((cat?.score ?? 0) * 100);
    for (const ref of cat?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      if (audit.scoreDisplayMode === 'notApplicable') continue;
      // Most audits list items; a few (e.g. the render-blocking insight) hold another shape there.
      const details = audit.details as { items?: unknown } | undefined;
      const listed = Array.isArray(details?.items)
        ? (details.items as Record<string, unknown>[])
        : [];
      const items = listed.slice(0, 5).map((item) => {
        const node = item.node as { snippet?: string; selector?: string } | undefined;
        return String(
          node?.snippet ?? node?.selector ?? item.url ?? item.source ?? JSON.stringify(item),
        ).slice(0, 160);
      });
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        items,
      });
    }
  }
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  return {
    scores,
    metrics: {
      fcpMs: Math.round(num('first-contentful-paint')),
      lcpMs: Math.round(num('largest-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Number(num('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(num('speed-index')),
      ttiMs: Math.round(num('interactive')),
    },
    failing,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings.map(String),
  };
}

export function median(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Lighthouse `count` times on one screen, each run checked to have stayed on it. */
export async function auditRuns(
  browser: Browser,
  url: string,
  formFactor: FormFactor,
  count: number,
): Promise<LighthouseRun[]> {
  const { pathname } = new URL(url);
  const done: LighthouseRun[] = [];
  for (let i = 0; i < count; i++) {
    const run = await browser.audit(url, formFactor);
    if (new URL(run.finalUrl).pathname !== pathname) {
      throw new Error(`Lighthouse on ${pathname} ended at ${run.finalUrl} (sign-in lost?)`);
    }
    done.push(run);
    const s = run.scores;
    console.log(
      `  ${pathname.padEnd(24)} ${formFactor.padEnd(7)} run ${i + 1}: perf ${s.performance}  a11y ${s.accessibility}  best ${s['best-practices']}  (FCP ${run.metrics.fcpMs} ms, LCP ${run.metrics.lcpMs} ms, TBT ${run.metrics.tbtMs} ms, CLS ${run.metrics.cls})`,
    );
  }
  return done;
}
