import { useEffect } from 'react';

/**
 * While `active`, the browser asks before the tab closes, reloads or leaves the app, which would
 * lose what was typed. (In-app moves ask through the screens' own confirm dialogs.)
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
