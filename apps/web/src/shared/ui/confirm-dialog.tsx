import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { resilientChunk } from './resilient-chunk';

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

/** The MUI dialog, its own chunk (shared/ui/resilient-chunk.tsx); the browser's own without it. */
const confirmView = resilientChunk(() => import('./confirm-dialog-view'), NativeConfirm);

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

  confirmView.usePrefetch();

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options && <confirmView.View options={options} open={open} onSettle={settle} />}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
