import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { SnackbarMessage } from './snackbar-view';

export type SnackbarSeverity = 'success' | 'error';

export interface SnackbarService {
  /** Shows a message at the top centre for 2000 ms (spec 000 §8); a new message replaces the old. */
  show(message: string, severity: SnackbarSeverity): void;
}

const SnackbarContext = createContext<SnackbarService | null>(null);

/** The MUI part loads with the first message, so screens that never show one do not carry it. */
const SnackbarView = lazy(() => import('./snackbar-view'));

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((message: string, severity: SnackbarSeverity) => {
    setShown((previous) => ({ key: (previous?.key ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);
  const service = useMemo(() => ({ show }), [show]);
  const close = useCallback(() => setOpen(false), []);

  return (
    <SnackbarContext.Provider value={service}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <SnackbarView shown={shown} open={open} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarService {
  const service = useContext(SnackbarContext);
  if (!service) throw new Error('useSnackbar needs a SnackbarProvider');
  return service;
}
