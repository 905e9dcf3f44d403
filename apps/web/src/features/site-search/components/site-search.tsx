import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SuggestResponse } from '@bondsight/contracts';
import {
  SEARCH_TERM_MIN_LENGTH,
  SEARCH_TYPES,
  type SearchType,
} from '@bondsight/contracts/search-rules';
import { SearchBox, type SearchBoxResults } from '../../../widgets/search-box/search-box';
import { NOTHING, useSuggestions, type SuggestionsByType } from '../api/suggest';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { chooseTab } from '../model/choose-tab';
import { ENTITY_ROUTES } from '../model/entity-links';
import { readRememberedTab, rememberTab } from '../model/remembered-tab';
import { SuggestTitle } from './suggest-title';

/** Spec section 9: the site search waits for a 300 ms pause in typing. */
export const SEARCH_PAUSE_MS = 300;

/** The select event of a box with redirection off (spec section 4). */
export interface SiteSearchSelect {
  type: SearchType;
  id: number;
  title: string;
  formId: string | undefined;
}

interface SiteSearchProps {
  /**
   * On (the default): choosing an item opens its page. Off, the select mode: choosing fills
   * the field with the item's plain title and emits onSelect; nothing leads off the page (no
   * 'see all results' link, Enter does not open the results page).
   */
  redirect?: boolean;
  onSelect?: (event: SiteSearchSelect) => void;
  /** With redirection off, the form the box belongs to and its field's name. */
  formId?: string;
  fieldName?: string;
  /** Companies with these status ids are left out (emitent_stop_statuses_ids). */
  stopStatuses?: readonly number[];
  /** The kinds searched, each a tab (default all five); e.g. bonds only to pick a bond. */
  types?: readonly SearchType[];
  /** The field's accessible name and placeholder, when the box picks something specific. */
  label?: string;
  placeholder?: string;
  collapsible?: boolean;
  testId?: string;
}

/**
 * The main search box over bonds, stocks, indexes, companies and ETFs (spec sections 2 and 4
 * "Site search"): five suggest calls after a pause in typing, a tab per kind with its count,
 * the remembered tab first, and a link to all results.
 */
export function SiteSearch({
  redirect = true,
  onSelect,
  formId,
  fieldName,
  stopStatuses,
  types = SEARCH_TYPES,
  label,
  placeholder,
  collapsible = false,
  testId = 'site-search',
}: SiteSearchProps) {
  const { t } = useTranslation('site_search');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // The title a selection put in the field: not a term to search for.
  const [filled, setFilled] = useState<{ title: string; id: number } | null>(null);
  const [picked, setPicked] = useState<{ term: string; type: SearchType } | null>(null);

  const trimmed = value.trim();
  const wanted = trimmed.length >= SEARCH_TERM_MIN_LENGTH && value !== filled?.title ? trimmed : '';
  const settled = useDebouncedValue(wanted, SEARCH_PAUSE_MS);
  // Under 3 characters the list goes at once; it does not wait for the pause.
  const term = wanted === '' ? '' : settled;
  const { fetching, suggestions } = useSuggestions(term, stopStatuses, types);

  const activeTab = pickTab(suggestions, picked?.term === term ? picked.type : null, redirect);
  const results: SearchBoxResults | null =
    wanted !== '' && suggestions
      ? {
          activeTab,
          tabs: types.map((type) => {
            const answer = suggestions[type] ?? NOTHING;
            return {
              id: type,
              title: t(`tab_${type}`),
              count: answer.counter_title,
              emptyText: emptyText(answer, t),
              items: answer.items.map((item) => ({
                key: String(item.id),
                title: <SuggestTitle ttl={item.ttl} name={item.name} />,
                ticker: item.ticker,
                status: item.status === 'live' ? undefined : t(`status_${item.status}`),
              })),
            };
          }),
        }
      : null;

  const choose = (tabId: string, index: number) => {
    const type = tabId as SearchType;
    const item = suggestions?.[type]?.items[index];
    if (!item) return;
    if (redirect) {
      void navigate({ to: ENTITY_ROUTES[type], params: { id: String(item.id) } });
      return;
    }
    setValue(item.name);
    setFilled({ title: item.name, id: item.id });
    onSelect?.({ type, id: item.id, title: item.name, formId });
  };

  const seeAll = { q: trimmed, type: activeTab ?? 'bonds', page: 1 } as const;

  return (
    <>
      <SearchBox
        value={value}
        onValueChange={setValue}
        loading={wanted !== '' && (wanted !== settled || fetching)}
        results={results}
        onTabSelect={(tabId) => {
          const type = tabId as SearchType;
          setPicked({ term, type });
          rememberTab({ type, count: suggestions?.[type]?.counter_title ?? '0' });
        }}
        onChoose={choose}
        onSubmit={
          redirect && trimmed.length >= SEARCH_TERM_MIN_LENGTH
            ? () => void navigate({ to: '/search/', search: seeAll })
            : undefined
        }
        footer={
          // The select mode stays on its page: no link away from it.
          redirect ? (
            <Link to="/search/" search={seeAll} data-testid="search-see-all">
              {t('see_all')}
            </Link>
          ) : undefined
        }
        texts={{
          label: label ?? t('search_label'),
          placeholder: placeholder ?? t('search_placeholder'),
          empty: t('not_found'),
          loading: t('search_loading'),
          open: t('search_open'),
          tabs: t('search_tabs'),
        }}
        collapsible={collapsible}
        testId={testId}
      />
      {fieldName && (
        // Spec: with redirection off the field's value is the chosen id, or else the text.
        <input
          type="hidden"
          name={fieldName}
          form={formId}
          value={filled && value === filled.title ? String(filled.id) : value}
        />
      )}
    </>
  );
}

/** The tab the user clicked for this term, else the spec's choice (remembered, then order). */
function pickTab(
  suggestions: SuggestionsByType | null,
  clicked: SearchType | null,
  redirect: boolean,
): SearchType | null {
  if (!suggestions) return null;
  if (clicked) return clicked;
  return chooseTab(suggestions, readRememberedTab(), redirect);
}

/** Spec section 5: a tab's search_error when it has one, else the not-found label. */
function emptyText(answer: SuggestResponse, t: (key: string) => string): string {
  return answer.search_error ? t(answer.search_error) : t('not_found');
}
