import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button as destructive (delete). */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * The MUI dialog is its own chunk, fetched once the page is idle rather than with the first
 * confirmation, when the server may no longer be reachable (as the snackbar's, snackbar.tsx).
 */
let viewModule: Promise<typeof import('./confirm-dialog-view')> | null = null;
const loadView = () =>
  (viewModule ??= import('./confirm-dialog-view').catch((error: unknown) => {
    viewModule = null;
    throw error;
  }));
const ConfirmDialogView = lazy(loadView);

interface ViewProps {
  options: ConfirmOptions;
  open: boolean;
  onSettle(ok: boolean): void;
}

/** Without the MUI chunk: the browser's own confirmation, with the same question. */
function NativeConfirm({ options, open, onSettle }: ViewProps) {
  useEffect(() => {
    if (open) onSettle(window.confirm(options.message));
  }, [open, options, onSettle]);
  return null;
}

/** A chunk that cannot load must not take the screen (and what was typed in it) down with it. */
class ViewBoundary extends Component<ViewProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <NativeConfirm {...this.props} />;
    return (
      <Suspense fallback={null}>
        <ConfirmDialogView {...this.props} />
      </Suspense>
    );
  }
}

/** One confirm dialog for the app; `useConfirm()(…)` resolves true on confirm, false on cancel/close. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false); // a dialog replaced by another counts as cancelled
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOpen(false); // options stay until the next call so the closing animation keeps its text
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void loadView().catch(() => undefined), 1000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && <ViewBoundary options={options} open={open} onSettle={settle} />}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
