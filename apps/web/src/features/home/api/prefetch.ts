import type { QueryClient } from '@tanstack/react-query';
import { attentionsQuery } from './get-attentions';
import { menusQuery } from './get-menus';

/**
 * What /home shows every user type, asked for while the page's code still loads (app/preload.ts):
 * the attention items are the page's largest early text, and they hold the panels below back.
 */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(attentionsQuery);
  void client.prefetchQuery(menusQuery);
}
