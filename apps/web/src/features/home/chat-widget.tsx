import { useEffect } from 'react';
import { useWidget } from './api/get-widget';

/**
 * The home chat assistant (spec 000 §2: loaded for every user type). Its settings are fetched;
 * a failure (404 when the school has none) is only logged. The vendor's widget script is not
 * loaded: the CSP allows scripts from this origin only (docs/decisions/student-screens.md), so nothing is shown.
 */
export function ChatWidget() {
  const widget = useWidget();
  const error = widget.error;
  useEffect(() => {
    if (error) console.warn('Chat widget not available:', error.message);
  }, [error]);
  return null;
}
