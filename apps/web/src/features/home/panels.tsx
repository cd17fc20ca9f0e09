import type { ComponentType } from 'react';
import type { Me, UserType } from '@tayori/contract';
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
}

/**
 * The panels built so far. A panel that is not here yet is simply not rendered; the change that
 * builds it adds one entry.
 */
export const panels: Partial<Record<PanelName, PanelDefinition>> = {
  attention: { component: ({ me }) => <AttentionPanel userType={me.userType} />, md: 12 },
  unreadNotices: { component: UnreadNoticesPanel, md: 'grow' },
  attendance: { component: AttendancePanel, md: 5 },
  menu: { component: MenuPanel, md: 12 },
  literacy: { component: LiteracyPanel, md: 12 },
};
