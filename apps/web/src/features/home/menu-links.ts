import type { MenuItem } from '@tayori/contract';

/**
 * Where a menu item leads, or null when it leads nowhere (unavailable, or a url that is neither
 * an in-product path nor an http(s) address, which is never followed).
 * Portal-only items hold a path inside the product, resolved against this origin (spec 000 §2);
 * both kinds open in a new tab.
 */
export function menuItemHref(
  item: MenuItem,
  origin: string = window.location.origin,
): string | null {
  if (!item.available) return null;
  const url = item.url.trim();
  if (item.portalOnly) {
    // A same-origin path only: '//host' and '/\host' would leave the product.
    if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
    return new URL(url, origin).href;
  }
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}
