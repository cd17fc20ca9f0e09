import { useCallback } from 'react';
import { ja } from '../i18n';
import { useScreen } from '../navigation/screen';
import { describeFailure, type FailureMessage } from './error-messages';

/**
 * The error catalogue for a save, update or search of the current screen: spec 001 §8 puts the
 * screen's prefix (its route's `errorPrefix`) before the message; screens without one read as
 * `describeFailure`.
 */
export function useScreenFailure(): (error: unknown) => FailureMessage {
  const prefixKey = useScreen()?.errorPrefix;
  return useCallback(
    (error: unknown) => describeFailure(error, prefixKey ? ja[prefixKey] : undefined),
    [prefixKey],
  );
}
