import { useTranslation } from 'react-i18next';
import { PAGE_LIMIT, lastPageOf, pageWindow } from './page-window';
import './pager.css';

export { lastPageOf, pageWindow } from './page-window';

interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** Rows in all pages. */
  total: number;
  /** Rows per page (spec: 30). */
  limit?: number;
  onPage: (page: number) => void;
  testId?: string;
}

/** The page window under a paged table: 1 … 5 6 [7] 8 9 … 20, with previous / next. */
export function Pager({ page, total, limit = PAGE_LIMIT, onPage, testId }: PagerProps) {
  const { t } = useTranslation('common');
  const last = lastPageOf(total, limit);
  const items = pageWindow(page, last);
  if (items.length === 0) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= last) onPage(target);
  };
  return (
    <nav className="pager" aria-label={t('common:pages')} data-testid={testId ?? 'pager'}>
      <span className="pager-total">{t('common:total_count', { count: total })}</span>
      <button
        type="button"
        className="pager-step"
        disabled={page <= 1}
        aria-label={t('common:page_prev')}
        onClick={() => go(page - 1)}
      >
        ‹
      </button>
      {items.map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? 'pager-page is-current' : 'pager-page'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('common:page_number', { page: item })}
            data-testid="pager-page"
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-step"
        disabled={page >= last}
        aria-label={t('common:page_next')}
        onClick={() => go(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
