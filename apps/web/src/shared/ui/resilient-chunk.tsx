import {
  Component,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';

/** How long after the page settles the chunk is fetched. */
const PREFETCH_AFTER_MS = 1000;

/**
 * A view in a chunk of its own that no screen may depend on (the snackbar, the confirm dialog):
 * the first load does not carry it, yet it is fetched once the page is idle rather than at its
 * first use, which is often a save while the network is gone; and if it still cannot load,
 * `Fallback` stands in, so the screen (and what was typed in it) is never taken down with it.
 */
export function resilientChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P>,
): { View: (props: P) => JSX.Element; usePrefetch: () => void } {
  let loaded: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
  const Lazy = lazy(loadOnce) as unknown as ComponentType<P>;

  class Boundary extends Component<{ props: P }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override render(): ReactNode {
      const { props } = this.props;
      if (this.state.failed) return <Fallback {...props} />;
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    }
  }

  return {
    View: (props: P) => <Boundary props={props} />,
    usePrefetch: () =>
      useEffect(() => {
        const timer = setTimeout(() => void loadOnce().catch(() => undefined), PREFETCH_AFTER_MS);
        return () => clearTimeout(timer);
      }, []),
  };
}
