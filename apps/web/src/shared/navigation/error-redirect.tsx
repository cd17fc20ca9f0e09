import { Navigate } from 'react-router';
import { failureMessage } from '../api/error-messages';
import { paths, type ErrorRouteState } from './paths';

/**
 * Sends the user to the Error route with the error catalogue's message for `error` (spec 000 §8:
 * a selection list or a record that cannot load, a missing notice…), or with `message`.
 */
export function ErrorRedirect({ error, message }: { error?: unknown; message?: string }) {
  const state: ErrorRouteState = { message: message ?? failureMessage(error) };
  return <Navigate to={paths.Error} replace state={state} />;
}
