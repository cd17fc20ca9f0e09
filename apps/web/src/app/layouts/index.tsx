import { lazy, type ComponentType, type ReactNode } from 'react';
import type { LayoutName } from '../routes';
import { PublicLayout } from './public-layout';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;

const chunks = {
  default: () => import('./default-layout'),
  fullScreen: () => import('./full-screen-layout'),
  error: () => import('./error-layout'),
};

/** The chunks of the layouts with the header; the route preload (app/preload.ts) starts them early. */
export const layoutChunks: Partial<Record<LayoutName, () => Promise<unknown>>> = chunks;

/**
 * Layouts by name. The public one (lock, cushion) is tiny and bundled with the entry; the ones
 * with the header load with the first screen that uses them, so /lock does not carry the header.
 */
export const layouts: Record<LayoutName, LayoutComponent> = {
  public: PublicLayout,
  default: lazy(chunks.default),
  fullScreen: lazy(chunks.fullScreen),
  error: lazy(chunks.error),
};
