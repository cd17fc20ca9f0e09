/**
 * Debian's Chromium as every browser run of the project starts it (end-to-end tests, the web
 * budget's Lighthouse). The network switches matter on a closed network: without them Chromium
 * keeps opening connections to Google's services, which the machine refuses, many at a time.
 */
export const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
