import { limits } from '@tayori/contract';

/** An unread count as the home panel shows it: capped at '99+' (spec 000 §9). */
export function formatUnreadCount(count: number, cap: number = limits.unreadCountCap): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
