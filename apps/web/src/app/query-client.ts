import { QueryClient } from '@tanstack/react-query';

/**
 * The HTTP client already shows every failure once; retrying would repeat the notice, and
 * refetching on focus would surprise users in the middle of a form.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
