import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { isIdentificationResultState, type IdentificationResultState } from './identification-form';

/**
 * The result pages open only when the identification form sent the user there (spec 000 §2); a
 * bookmark or a typed address goes back to /identification.
 */
export function IdentificationResultGuard({
  children,
}: {
  children: (state: IdentificationResultState) => ReactNode;
}) {
  const state: unknown = useLocation().state;
  if (!isIdentificationResultState(state)) return <Navigate to={paths.Identification} replace />;
  return children(state);
}
