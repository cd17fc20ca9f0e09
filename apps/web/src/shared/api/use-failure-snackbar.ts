import { useEffect } from 'react';
import { useSnackbar } from '../ui/snackbar';
import { useScreenFailure } from './use-screen-failure';

/**
 * Shows the error catalogue's message once for each new failure of a query (a search), with the
 * screen's prefix where spec 001 §8 gives it one.
 */
export function useFailureSnackbar(error: unknown) {
  const snackbar = useSnackbar();
  const describeFailure = useScreenFailure();
  useEffect(() => {
    if (error) snackbar.show(describeFailure(error).message, 'error');
  }, [describeFailure, error, snackbar]);
}
