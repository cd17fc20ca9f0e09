/** The axe check of e2e/a11y.spec.ts, also run where a screen can be seen only once (foundation). */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, type Role } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const VIEWPORTS = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const;

export interface Screen {
  name: string;
  /** The route-table path this row covers (as written in routes.tsx); none for the IdP's pages. */
  route?: string;
  /** Signed in as this demo account (the state auth.setup.ts saved); absent: signed out. */
  as?: Role;
  /** A path to open, or how to get there (called once per viewport). */
  open: string | ((page: Page) => Promise<void>);
  /** Visible once the screen has rendered; default: the page's h1. */
  ready?: (page: Page) => ReturnType<Page['locator']>;
  /** Not checked, and why. */
  skip?: string;
}

// ── the checks ────────────────────────────────────────────────────────────────────────────────

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

function describe(v: AxeViolation, viewport: string): string {
  const nodes = v.nodes
    .slice(0, 6)
    .map((n) => {
      const summary = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `      ${n.target.join(' ')}\n        ${n.html.slice(0, 200)}${summary ? `\n        → ${summary.slice(0, 300)}` : ''}`;
    })
    .join('\n');
  const more = v.nodes.length > 6 ? `\n      … ${v.nodes.length - 6} more` : '';
  return `  [${viewport}px] ${v.impact ?? '?'} ${v.id}: ${v.help}\n      ${v.helpUrl}\n${nodes}${more}`;
}

async function waitUntilRendered(page: Page, screen: Screen) {
  await page.waitForLoadState('networkidle');
  const ready = screen.ready ? screen.ready(page) : page.getByRole('heading', { level: 1 }).first();
  await expect(ready).toBeVisible();
  // The route's loading overlay (role check, lazy chunks) is gone.
  await expect(page.getByRole('progressbar', { name: '読み込み中です…' })).toHaveCount(0);
  // Let enter transitions (Fade/Grow, ~225 ms) finish so colours are measured at rest.
  await page.waitForTimeout(400);
}

/** Axe on the screen at each viewport; fails on serious or critical violations. */
export async function checkScreen(page: Page, screen: Screen, testInfo: TestInfo) {
  const failing: string[] = [];
  const other: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (typeof screen.open === 'string') await page.goto(screen.open);
    else await screen.open(page);
    await waitUntilRendered(page, screen);
    // WCAG 2.4.2: the app's screens name themselves in the tab (the IdP's pages have their own).
    if (screen.route) await expect(page).toHaveTitle(/^\S.* \| Tayori$/);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of results.violations as AxeViolation[]) {
      (FAILING_IMPACTS.has(v.impact ?? '') ? failing : other).push(describe(v, viewport.name));
    }
    await testInfo.attach(`axe-${viewport.name}.json`, {
      body: JSON.stringify(results.violations, null, 1),
      contentType: 'application/json',
    });
  }
  if (other.length > 0) {
    console.log(`a11y ${screen.name}: moderate/minor (not failing)\n${other.join('\n')}`);
    testInfo.annotations.push({ type: 'a11y (moderate/minor)', description: other.join('\n') });
  }
  expect(
    failing.length,
    `serious/critical axe violations on ${screen.name}:\n${failing.join('\n')}`,
  ).toBe(0);
}
