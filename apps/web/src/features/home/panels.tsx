import type { ComponentType } from 'react';
import type { Me, UserType } from '@tayori/contract';
import { AttentionPanel } from './attention-panel';

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
  /** Grid columns out of 12 from the md breakpoint; always full width on phones. */
  md: number;
}

/**
 * The panels built so far. A panel that is not here yet is simply not rendered; the issue that
 * builds it adds one entry.
 */
export const panels: Partial<Record<PanelName, PanelDefinition>> = {
  attention: { component: ({ me }) => <AttentionPanel userType={me.userType} />, md: 12 },
};
