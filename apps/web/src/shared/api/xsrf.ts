export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The double-submit token the API set in a cookie (DESIGN.md §4), or null before the first call. */
export function readXsrfToken(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === XSRF_COOKIE)
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}
