import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/get-widget: the chat widget's settings; 404 when the school has none. */
export function getWidget(signal?: AbortSignal) {
  return callApi('widget', { signal });
}

export function useWidget() {
  return useQuery({
    queryKey: ['widget'],
    queryFn: ({ signal }) => getWidget(signal),
    staleTime: Infinity,
    retry: false,
  });
}
