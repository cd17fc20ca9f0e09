import { lazy, type ComponentType, type ReactNode } from 'react';
import type { LayoutName } from '../routes';
import { PublicLayout } from './public-layout';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;

/**
 * Layouts by name. The public one (lock, cushion) is tiny and bundled with the entry; the ones
 * with the header load with the first screen that uses them, so /lock does not carry the header.
 */
export const layouts: Record<LayoutName, LayoutComponent> = {
  public: PublicLayout,
  default: lazy(() => import('./default-layout')),
  fullScreen: lazy(() => import('./full-screen-layout')),
  error: lazy(() => import('./error-layout')),
};
