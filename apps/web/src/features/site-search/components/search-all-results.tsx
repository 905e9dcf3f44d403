import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_TERM_MIN_LENGTH,
  SEARCH_TOTAL_CAP,
  SEARCH_TYPES,
  type SearchType,
} from '@bondsight/contracts/search-rules';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { Pager } from '../../../widgets/pager/pager';
import { TabBar } from '../../../widgets/tabs/tab-bar';
import { useSearchAll } from '../api/search-all';
import { ENTITY_ROUTES } from '../model/entity-links';
import { SuggestTitle } from './suggest-title';
import './search-all-results.css';

interface Props {
  term: string;
  type: SearchType;
  page: number;
  onTypeChange: (type: SearchType) => void;
  onPage: (page: number) => void;
}

/** The 'see all results' page: one kind's matches for the term, 30 a page with the pager. */
export function SearchAllResults({ term, type, page, onTypeChange, onPage }: Props) {
  const { t } = useTranslation(['site_search', 'common']);
  const query = term.trim();
  const results = useSearchAll(type, query, page);
  const answer = results.data;

  return (
    <section
      className="card search-all"
      aria-labelledby="search-all-title"
      data-testid="search-page"
    >
      <h1 id="search-all-title">{t('page_title')}</h1>
      {query !== '' && <p className="muted">{t('page_query', { term: query })}</p>}
      <Hint>{t('page_hint')}</Hint>
      <TabBar
        tabs={SEARCH_TYPES.map((id) => ({ id, ttl: t(`tab_${id}`) }))}
        active={type}
        onSelect={(id) => onTypeChange(id as SearchType)}
        label={t('search_tabs')}
        testId="search-page-tabs"
      />
      {query.length < SEARCH_TERM_MIN_LENGTH ? (
        <Notice testId="search-page-short">{t('search_term_too_short')}</Notice>
      ) : results.isError ? (
        <Notice tone="error" testId="search-page-error">
          {t('page_error')}
        </Notice>
      ) : !answer ? (
        <Notice>{t('common:loading')}</Notice>
      ) : answer.items.length === 0 ? (
        <Notice testId="search-page-empty">
          {answer.search_error ? t(answer.search_error) : t('page_empty', { term: query })}
        </Notice>
      ) : (
        <>
          <ol
            className="search-all-list"
            start={(answer.page - 1) * answer.pageSize + 1}
            data-testid="search-page-list"
          >
            {answer.items.map((item) => (
              <li key={item.id} className="search-all-item" data-testid="search-page-item">
                <Link to={ENTITY_ROUTES[type]} params={{ id: String(item.id) }}>
                  <SuggestTitle ttl={item.ttl} name={item.name} />
                </Link>
                {item.ticker && item.ticker.length > 0 && (
                  <span className="search-all-ticker">{item.ticker.join(', ')}</span>
                )}
                {item.status !== 'live' && (
                  <span className="search-all-status">{t(`status_${item.status}`)}</span>
                )}
              </li>
            ))}
          </ol>
          {answer.total_capped && (
            <p className="muted">{t('page_capped', { limit: SEARCH_TOTAL_CAP })}</p>
          )}
          <Pager
            page={answer.page}
            total={answer.total}
            limit={answer.pageSize || SEARCH_PAGE_SIZE}
            onPage={onPage}
            testId="search-page-pager"
          />
        </>
      )}
    </section>
  );
}
