import type { SuggestResponse } from '@bondsight/contracts';
import { SEARCH_TYPES, type SearchType } from '@bondsight/contracts/search-rules';
import type { RememberedTab } from './remembered-tab';

/** Whether a tab's answer has anything to show (its items, or a display count above zero). */
export function hasResults(answer: SuggestResponse | undefined): boolean {
  if (!answer) return false;
  return answer.items.length > 0 || Number.parseInt(answer.counter_title, 10) > 0;
}

/**
 * Spec section 4 "Site search": the remembered tab if it has results and redirection is on;
 * else the first tab with results in the order bonds, stocks, indexes, companies, ETFs; else
 * null (the empty-result state).
 */
export function chooseTab(
  answers: Partial<Record<SearchType, SuggestResponse>>,
  remembered: RememberedTab | null,
  redirect: boolean,
): SearchType | null {
  if (redirect && remembered && hasResults(answers[remembered.type])) return remembered.type;
  return SEARCH_TYPES.find((type) => hasResults(answers[type])) ?? null;
}
