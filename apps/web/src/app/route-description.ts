import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '@tayori/contract';
import type { MessageKey } from '../shared/i18n';

/** How the route table (routes.tsx, admin-routes.ts) describes a screen. */

export type LayoutName = 'default' | 'fullScreen' | 'public' | 'error';

/** A route's page module: the component, and what its first frame needs from the server. */
export interface PageModule {
  default: ComponentType;
  /**
   * Fetches into the query cache the data the page draws first (its `earlyGets` answers), so a
   * first load renders the page whole in one frame instead of through loading states
   * (app/preload.ts). Settles when done, failed or not.
   */
  prefetchFirstFrame?: (client: QueryClient) => Promise<unknown>;
}

/**
 * One screen of the spec (000 §2, 001 §2) as the table describes it, under its route name; its
 * path is the name's entry in shared/navigation/paths.ts.
 */
export interface RouteDescription {
  layout: LayoutName;
  /**
   * Who may open it, as a contract access rule (`publicAccess`: no sign-in needed). A signed-in
   * route's rule is checked against /api/v1/me with the contract's `isAllowed`, the function the
   * API's guard uses, so a screen lets in exactly those its calls serve (spec 000 §6: anyone else
   * goes to the Error route).
   */
  access: Access;
  /** The tab title (WCAG 2.4.2: tabs, history and screen readers tell pages apart); null: app name. */
  title: MessageKey | null;
  /**
   * Spec 001 §8: the feature-specific prefix of this screen's save, update and search failure
   * messages (shared/api/error-messages.ts `useFailureMessages`). The spec names the screens
   * (profile, staff/student/tutor search and detail) but not the texts: each comes with its screen.
   */
  errorPrefix?: MessageKey;
  /** The page, loaded on first visit. Omitted only for `/`, which the guard always redirects. */
  page?: () => Promise<PageModule>;
  /**
   * GET URLs the page calls as it opens, started by the entry on a first load with a stored
   * sign-in (app/preload.ts; GET /api/v1/me is started for every route that checks the role).
   */
  earlyGets?: readonly string[];
}

/** A screen with its route name (NoticeSearch, UnreadNoticeDetail…) and its React Router path. */
export interface AppRoute extends RouteDescription {
  name: string;
  path: string;
}
