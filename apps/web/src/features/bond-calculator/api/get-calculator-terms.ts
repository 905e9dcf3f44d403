import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-formatters';

/** The stored terms, price, curve and benchmark the calculator needs, as of the block's date. */
export function useCalculatorTerms(bondId: number, date: string, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['bond-calc', 'terms', bondId, date, language],
    queryFn: () =>
      api('GET /api/bonds/:id/calculator-terms/', { params: { id: bondId }, query: { date } }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
