import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="card not-found" data-testid="not-found">
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <Link to="/" className="button primary">
        {t('back_home')}
      </Link>
    </section>
  );
}
