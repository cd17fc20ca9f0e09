import type { ReactNode } from 'react';
import { PageCard } from '../../shared/ui/page-card';

/** The centred card of the identity check and of both its result pages: a heading, then the rest. */
export function IdentificationCard(props: {
  id?: string;
  title: string;
  overlay?: ReactNode;
  children: ReactNode;
}) {
  return <PageCard maxWidth={560} spacing={2.5} {...props} />;
}
