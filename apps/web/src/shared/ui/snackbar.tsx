import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { limits } from '@tayori/contract';
import { resilientChunk } from './resilient-chunk';
import type { SnackbarMessage } from './snackbar-view';

export type SnackbarSeverity = 'success' | 'error';

export interface SnackbarService {
  /** Shows a message at the top centre for 2000 ms (spec 000 §8); a new message replaces the old. */
  show(message: string, severity: SnackbarSeverity): void;
}

const SnackbarContext = createContext<SnackbarService | null>(null);

interface ViewProps {
  shown: SnackbarMessage;
  open: boolean;
  onClose(): void;
}

/** Without the MUI chunk (it failed to load): the message as a plain alert, for 2000 ms. */
function PlainSnackbar({ shown, open, onClose }: ViewProps) {
  useEffect(() => {
    const timer = setTimeout(onClose, limits.snackbarMs);
    return () => clearTimeout(timer);
  }, [shown.key, onClose]);
  if (!open) return null;
  return (
    <div
      role="alert"
      style={{
        position: 'fixed',
        top: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1400,
        padding: '6px 16px',
        borderRadius: 4,
        color: '#fff',
        background: shown.severity === 'error' ? '#d32f2f' : '#2e7d32',
        whiteSpace: 'pre-line',
      }}
    >
      {shown.message}
    </div>
  );
}

/** The MUI part, its own chunk (shared/ui/resilient-chunk.tsx); a plain alert without it. */
const snackbarView = resilientChunk(() => import('./snackbar-view'), PlainSnackbar);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((message: string, severity: SnackbarSeverity) => {
    setShown((previous) => ({ key: (previous?.key ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);
  const service = useMemo(() => ({ show }), [show]);
  const close = useCallback(() => setOpen(false), []);
  snackbarView.usePrefetch();

  return (
    <SnackbarContext.Provider value={service}>
      {children}
      {shown && <snackbarView.View shown={shown} open={open} onClose={close} />}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarService {
  const service = useContext(SnackbarContext);
  if (!service) throw new Error('useSnackbar needs a SnackbarProvider');
  return service;
}
