/**
 * After a deploy, a browser holding the previous build asks for chunks that are gone (their names
 * carry a content hash). Such a failure is told apart from a screen's own error, and the page loads
 * the new build once: at most one automatic reload a minute, so a chunk that fails for another
 * reason (the network) ends on the error screen instead of a reload loop.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \d+ failed/i;
const RELOADED_AT = 'tayori.reloadedForNewVersion';
const MIN_INTERVAL_MS = 60_000;

/** Whether `error` is a lazily loaded module that could not be fetched. */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** Whether the page may reload for a new version now (no automatic reload in the last minute). */
export function mayReloadForNewVersion(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  return now - last >= MIN_INTERVAL_MS;
}

/** Reloads the page for the new build, remembering when (this tab only). */
export function reloadForNewVersion(now = Date.now()): void {
  sessionStorage.setItem(RELOADED_AT, String(now));
  window.location.reload();
}
