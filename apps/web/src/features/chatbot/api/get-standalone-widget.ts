import { useQuery } from '@tanstack/react-query';
import type { StandaloneWidgetResponse } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';

/** The page's query parameters, passed on as spec 001 §7 says (`app` among them). */
export type PageParams = Record<string, string>;

/** GET /api/v1/get-standalone-widget?widgetname=comconnect-ai&app=…: the chatbot page's setting. */
export function getStandaloneWidget(
  params: PageParams,
  signal?: AbortSignal,
): Promise<StandaloneWidgetResponse> {
  return callApi('standaloneWidget', {
    query: { ...params, widgetname: 'comconnect-ai' },
    signal,
  });
}

export function useStandaloneWidget(params: PageParams) {
  return useQuery({
    queryKey: ['standalone-widget', params],
    queryFn: ({ signal }) => getStandaloneWidget(params, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
