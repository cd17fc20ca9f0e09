// Renders the web app manifest's PNG icons (public/icons/) from public/favicon.svg in Debian's
// Chromium, through playwright-core (the same browser the end-to-end tests drive). The PNGs are
// committed; run this again after changing the favicon:
//   node apps/web/scripts/render-icons.mjs
// (PLAYWRIGHT_CHROMIUM_PATH names another Chromium, as for the tests.)
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const [, background] = /<rect[^>]*fill="([^"]+)"/.exec(favicon) ?? [];
const [, glyph] = /<path[^>]*d="([^"]+)"/.exec(favicon) ?? [];
if (!background || !glyph) throw new Error('favicon.svg: expected a <rect fill> and a <path d>');

/** The favicon's T on a square of the brand colour, scaled by `scale` about the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
  `<path fill="#fff" transform="translate(16 16) scale(${scale}) translate(-16 -16)" d="${glyph}"/></svg>`;

/**
 * - `any`: the favicon itself (rounded corners, transparent outside them).
 * - maskable: full bleed, the T inside the central circle of radius 40 % that every mask keeps
 *   (W3C Web App Manifest, "icon masks"); at 0.8 its corners reach 27 % from the centre.
 * - apple-touch-icon: 180 × 180 full bleed; iOS rounds the corners itself and would show
 *   transparent ones black.
 * - badge: the T alone in white on transparent; Android draws only a badge's alpha channel in the
 *   status bar (Notifications API, `badge`).
 */
const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: fullBleed(1) },
  {
    file: 'icons/badge-96.png',
    size: 96,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#fff" transform="translate(16 16) scale(1.6) translate(-16 -16)" d="${glyph}"/></svg>`,
  },
];

mkdirSync(`${publicDir}icons`, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: true });
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
