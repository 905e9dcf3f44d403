import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** GET /api/bonds/{id}/resume/: the server writes it in the interface language. */
export function useBondResume(bondId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-resume', bondId, language],
    queryFn: () => api('GET /api/bonds/:id/resume/', { params: { id: bondId } }),
  });
}
