import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { UserType } from '@tayori/contract';
import { failureMessage } from '../shared/api/error-messages';
import { useMe } from '../shared/auth/use-me';
import { ja } from '../shared/i18n/ja';
import { paths, type ErrorRouteState } from '../shared/navigation/paths';
import { LoadingOverlay } from '../shared/ui/loading-overlay';

/** Spec 000 §6: a loading overlay until the me call answers; a user of another type goes to Error. */
export default function UserTypeCheck({
  allowed,
  children,
}: {
  allowed: readonly UserType[];
  children: ReactNode;
}) {
  const me = useMe();
  if (me.isPending) return <LoadingOverlay />;
  if (me.isError) {
    return (
      <Navigate
        to={paths.error}
        replace
        state={{ message: failureMessage(me.error) } satisfies ErrorRouteState}
      />
    );
  }
  if (!allowed.includes(me.data.userType)) {
    return (
      <Navigate
        to={paths.error}
        replace
        state={{ message: ja.forbidden } satisfies ErrorRouteState}
      />
    );
  }
  return children;
}
