import { createElement, lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts (once) the module's download; the component renders it directly once it is in. */
  load: () => Promise<unknown>;
};

/**
 * React.lazy that renders at once when its module has already loaded. app/preload.ts starts a
 * route's modules before the first render; React.lazy would still suspend once on each, and a
 * Suspense boundary that has shown its fallback holds the content back for another 300 ms and then
 * renders it in time slices (a retry). On a phone that was most of the wait for /home's first text.
 */
export function preloadable<P extends object>(
  importModule: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= importModule().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next render
        throw error;
      },
    ));
  const Lazy = lazy(load);
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { load });
}
