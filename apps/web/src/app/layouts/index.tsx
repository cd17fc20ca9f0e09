import type { ComponentType, ReactNode } from 'react';
import { preloadable } from '../preloadable';
import type { LayoutName } from '../routes';
import { PublicLayout } from './public-layout';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;
type LazyLayoutName = Exclude<LayoutName, 'public'>;

/** The layouts with the header: loaded with the first screen that uses them (app/preload.ts too). */
export const lazyLayouts = {
  default: preloadable(() => import('./default-layout')),
  fullScreen: preloadable(() => import('./full-screen-layout')),
  error: preloadable(() => import('./error-layout')),
} satisfies Record<LazyLayoutName, LayoutComponent>;

/**
 * Layouts by name. The public one (lock, cushion) is tiny and bundled with the entry; the ones
 * with the header are lazy, so /lock does not carry the header.
 */
export const layouts: Record<LayoutName, LayoutComponent> = {
  public: PublicLayout,
  ...lazyLayouts,
};
