/**
 * The entry point. It checks the Node version before anything else loads (dependencies print their
 * own warnings as they are imported), then the configuration, then starts the portal.
 */

/** The Node line the portal is built and tested on (installed by `npm install`: the `node` package). */
const REQUIRED_NODE_MAJOR = 24;

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_NODE_MAJOR) {
  console.error(
    `Tayori needs Node.js ${REQUIRED_NODE_MAJOR} or later; this is ${process.version}. ` +
      'Start it through npm (npm start, npm run start:prod), which runs the Node installed by npm install.',
  );
  process.exit(1);
}

async function main() {
  // The configuration is checked before the server's dependencies load: a wrong one is told in a
  // moment, not after the whole portal has been read in.
  const { ConfigError, loadConfig } = await import('./config');
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const { start } = await import('./start');
  await start(config);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
