/**
 * What the service worker shows for a push message, and where a click on it leads. Kept apart from
 * sw.ts (no service worker types, no Workbox) so that unit tests import it as it is.
 */

/** The JSON body of a push message the API sends: what the notification says and opens. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of the portal (`/notices/…`); anything else opens /home. */
  url: string;
  /** Replaces an earlier notification with the same tag instead of stacking beside it. */
  tag?: string;
}

/** Where a notice without a usable link, or a click on an unreadable one, leads. */
export const HOME_PATH = '/home';

/**
 * Shown for a push message that is not a PushNotice (empty, not JSON, fields missing): a push must
 * show a notification (Chromium's `userVisibleOnly`), and this one says nothing that was not sent.
 * The service worker is a bundle of its own, so its two texts stay here rather than pull in the
 * app's catalogue (shared/i18n).
 */
export const FALLBACK_NOTICE: PushNotice = {
  title: 'Tayoriからのお知らせがあります',
  body: 'ポータルを開いて確認してください。',
  url: HOME_PATH,
};

/** Longer texts are cut: the API sends a notice's title, and a phone shows a line or two. */
const MAX_TITLE = 200;
const MAX_BODY = 1000;
const MAX_TAG = 200;

/** The notice in a push message's text (`PushMessageData.text()`), or the fallback. */
export function readPushPayload(text: string | null | undefined): PushNotice {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    return FALLBACK_NOTICE;
  }
  if (typeof data !== 'object' || data === null) return FALLBACK_NOTICE;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '' || typeof body !== 'string')
    return FALLBACK_NOTICE;
  const notice: PushNotice = {
    title: title.slice(0, MAX_TITLE),
    body: body.slice(0, MAX_BODY),
    url: portalPath(url),
  };
  if (typeof tag === 'string' && tag !== '') notice.tag = tag.slice(0, MAX_TAG);
  return notice;
}

/** Any origin will do to resolve a path against: only whether the path leaves it matters. */
const SOME_ORIGIN = 'https://portal.invalid';

/**
 * `url` if it is a path of this portal (`/…`, query and fragment kept), else /home. It must be
 * written as a path: `//host/…` and `/\host/…` look like paths but the URL parser reads both as
 * another host, so the path resolved against an origin must stay on it. A full URL, even of this
 * portal, is refused: the API sends paths.
 */
export function portalPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/')) return HOME_PATH;
  let resolved: URL;
  try {
    resolved = new URL(url, SOME_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (resolved.origin !== SOME_ORIGIN) return HOME_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
