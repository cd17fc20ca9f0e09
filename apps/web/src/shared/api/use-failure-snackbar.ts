import { useEffect } from 'react';
import { useSnackbar } from '../ui/snackbar';
import { failureMessage } from './error-messages';

/** Shows the error catalogue's message once for each new failure of a query. */
export function useFailureSnackbar(error: unknown) {
  const snackbar = useSnackbar();
  useEffect(() => {
    if (error) snackbar.show(failureMessage(error), 'error');
  }, [error, snackbar]);
}
