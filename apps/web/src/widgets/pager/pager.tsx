import { useTranslation } from 'react-i18next';

interface PagerProps {
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** "N in total" with previous / next buttons under a paged table. */
export function Pager({ total, hasPrevious, hasNext, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation('common');
  return (
    <div className="pager">
      <span>{t('common:total_count', { count: total })}</span>
      <button type="button" className="button" disabled={!hasPrevious} onClick={onPrevious}>
        {t('common:page_prev')}
      </button>
      <button type="button" className="button" disabled={!hasNext} onClick={onNext}>
        {t('common:page_next')}
      </button>
    </div>
  );
}
