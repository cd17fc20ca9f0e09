import { QueryClient } from '@tanstack/react-query';
import { isApiFailure } from '../shared/api/api-failure';

/** Retry once only what may pass on a second try (a dropped connection); never 4xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiFailure(error) && error.errorType === 'connectionRefused';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
