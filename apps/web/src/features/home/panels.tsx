import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Me, UserType } from '@tayori/contract';
import { attendancesQuery } from './api/get-attendances';
import { literacyQuery } from './api/get-literacy';
import { menusQuery } from './api/get-menus';
import { unreadNoticesQuery } from './api/get-unread-notices';
import { AttendancePanel } from './attendance-panel';
import { AttentionPanel } from './attention-panel';
import { LiteracyPanel } from './literacy-panel';
import { MenuPanel } from './menu-panel';
import { UnreadNoticesPanel } from './unread-notices-panel';

export type PanelName = 'attention' | 'unreadNotices' | 'attendance' | 'menu' | 'literacy';

/** Which panels each user type sees, in order (spec 000 §2, Home). */
export const panelsByUserType: Record<UserType, readonly PanelName[]> = {
  STUDENT: ['attention', 'unreadNotices', 'attendance', 'menu', 'literacy'],
  STAFF: ['attention', 'menu', 'literacy'],
  TUTOR: ['attention', 'menu'],
  OTHER: ['attention', 'menu'],
};

export interface PanelDefinition {
  component: ComponentType<{ me: Me }>;
  /**
   * Grid columns out of 12 from the md breakpoint ('grow': what the row leaves); always full width
   * on phones. A panel that renders nothing leaves no gap.
   */
  md: number | 'grow';
  /**
   * What the panel asks the server for, fetched ahead on /home's first load (home-page.tsx) so the
   * panel's first render already has it.
   */
  prefetch?: (client: QueryClient) => Promise<void>;
}

/**
 * The panels built so far. A panel that is not here yet is simply not rendered; building one
 * adds its entry here.
 */
export const panels: Partial<Record<PanelName, PanelDefinition>> = {
  attention: { component: ({ me }) => <AttentionPanel userType={me.userType} />, md: 12 },
  unreadNotices: {
    component: UnreadNoticesPanel,
    md: 'grow',
    prefetch: (c) => c.prefetchQuery(unreadNoticesQuery),
  },
  attendance: {
    component: AttendancePanel,
    md: 5,
    prefetch: (c) => c.prefetchQuery(attendancesQuery),
  },
  menu: { component: MenuPanel, md: 12, prefetch: (c) => c.prefetchQuery(menusQuery) },
  literacy: { component: LiteracyPanel, md: 12, prefetch: (c) => c.prefetchQuery(literacyQuery) },
};
