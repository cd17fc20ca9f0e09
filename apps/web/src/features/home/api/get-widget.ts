import { useQuery } from '@tanstack/react-query';
import { bareGetQuery } from '../../../shared/api/api-query';

/** GET /api/v1/get-widget: the chat widget's settings; 404 when the school has none. */
export function useWidget() {
  return useQuery({ ...bareGetQuery('widget'), staleTime: Infinity, retry: false });
}
