/** Browsers and systems by their user agent's marks, the more specific first (Edge says Chrome too). */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** What the list calls this device: the browser and the system, as a student recognises them. */
export function deviceNameOf(userAgent: string): string {
  const browser = BROWSERS.find(([mark]) => mark.test(userAgent))?.[1] ?? 'ブラウザ';
  const system = SYSTEMS.find(([mark]) => mark.test(userAgent))?.[1];
  return system ? `${browser}（${system}）` : browser;
}
