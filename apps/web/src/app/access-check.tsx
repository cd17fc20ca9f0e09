import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAllowed, type Access } from '@tayori/contract';
import { failureMessage } from '../shared/api/error-messages';
import { useMe } from '../shared/auth/use-me';
import { useRenewPushDevice } from '../shared/pwa/renew-push';
import { ja } from '../shared/i18n/ja';
import { paths, type ErrorRouteState } from '../shared/navigation/paths';
import { LoadingOverlay } from '../shared/ui/loading-overlay';

/**
 * Spec 000 §6, spec 001 §2: a loading overlay until the me call answers; a user the route's access
 * rule does not let in (another user type, or a staff role the screen is not for) goes to Error.
 * The rule is checked with the contract's `isAllowed`, as the API's guard checks its endpoints.
 */
export default function AccessCheck({ access, children }: { access: Access; children: ReactNode }) {
  const me = useMe();
  useRenewPushDevice(me.data?.userType);
  if (me.isPending) return <LoadingOverlay />;
  if (me.isError) {
    return (
      <Navigate
        to={paths.Error}
        replace
        state={{ message: failureMessage(me.error) } satisfies ErrorRouteState}
      />
    );
  }
  if (!isAllowed(access, me.data)) {
    return (
      <Navigate
        to={paths.Error}
        replace
        state={{ message: ja.forbidden } satisfies ErrorRouteState}
      />
    );
  }
  return children;
}
