// Prints the gzip size of the JavaScript the browser loads to show /lock (entry chunk, its static
// imports, and the lock page's chunk with its static imports). Run after `vite build`:
//   node apps/web/scripts/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const budgetKb = 180; // kB (1000 bytes), as Vite prints them

function collect(key, seen) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) collect(imported, seen);
}

const files = new Set();
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
collect(entryKey, files);
collect('src/features/auth/lock-page.tsx', files);
collect('src/app/layouts/public-layout.tsx', files);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const gz = gzipSync(readFileSync(dist + file)).length;
  total += gz;
  console.log(`${(gz / 1000).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(
  `${(total / 1000).toFixed(1).padStart(7)} kB  gzip total for /lock (budget ${budgetKb} kB)`,
);
if (total / 1000 > budgetKb) process.exitCode = 1;
