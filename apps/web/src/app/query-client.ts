import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the React tree reads it, route loaders fill it ahead. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
});
