import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { Notice } from '../../widgets/data-state/notice';
import { NotFoundPage } from './not-found-page';

interface Query<T> {
  isPending: boolean;
  data?: T | undefined;
  error: unknown;
}

/** Loading, not-found and error states every entity page shares. */
export function EntityPage<T>({
  query,
  children,
}: {
  query: Query<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['common', 'errors']);
  if (query.isPending) return <Notice>{t('common:loading')}</Notice>;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (!query.data) return <Notice tone="error">{t('errors:internal_error')}</Notice>;
  return <>{children(query.data)}</>;
}
