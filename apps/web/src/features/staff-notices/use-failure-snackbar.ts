import { useEffect } from 'react';
import { failureMessage } from '../../shared/api/error-messages';
import { useSnackbar } from '../../shared/ui/snackbar';

/** Shows the error catalogue's message once for each new failure of a query. */
export function useFailureSnackbar(error: unknown) {
  const snackbar = useSnackbar();
  useEffect(() => {
    if (error) snackbar.show(failureMessage(error), 'error');
  }, [error, snackbar]);
}
