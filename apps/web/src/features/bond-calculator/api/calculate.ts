import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalculatorRequest, CalculatorResult } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

/**
 * One calculation (POST /api/calculator/). The calculator computes and stores nothing, so an
 * answer is kept by its request: the same inputs are not asked twice. The previous answer
 * stays on screen while the next one comes.
 */
export function useCalculation(request: CalculatorRequest | null) {
  return useQuery({
    queryKey: ['bond-calc', 'calculate', request],
    queryFn: () => api('POST /api/calculator/', { body: request! }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

/** The same price at other workouts (POST /api/calculator/batch/); an item that fails is left out. */
export function useWorkoutCalculations(requests: CalculatorRequest[] | null) {
  return useQuery({
    queryKey: ['bond-calc', 'workouts', requests],
    queryFn: async () => {
      const answers = await api('POST /api/calculator/batch/', { body: requests! });
      return answers.map((answer) => ('error' in answer ? null : (answer as CalculatorResult)));
    },
    enabled: requests !== null && requests.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
