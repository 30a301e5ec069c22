import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change on a second try.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The app's query client: one retry, no refetch on window focus, short freshness window. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
