import { lazy, type ComponentType, type ReactNode } from 'react';
import type { LayoutName } from '../routes';
import { PublicLayout } from './public-layout';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;
type LazyLayoutName = Exclude<LayoutName, 'public'>;

/** The layouts with the header: loaded with the first screen that uses them (app/preload.ts too). */
export const layoutModules: Record<LazyLayoutName, () => Promise<{ default: LayoutComponent }>> = {
  default: () => import('./default-layout'),
  fullScreen: () => import('./full-screen-layout'),
  error: () => import('./error-layout'),
};

/**
 * Layouts by name. The public one (lock, cushion) is tiny and bundled with the entry; the ones
 * with the header are lazy, so /lock does not carry the header.
 */
export const layouts: Record<LayoutName, LayoutComponent> = {
  public: PublicLayout,
  default: lazy(layoutModules.default),
  fullScreen: lazy(layoutModules.fullScreen),
  error: lazy(layoutModules.error),
};
