import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ServicePage as Page } from '../special-links';

/**
 * The pages the special links of the quotes block lead to (spec: an estimation page and three
 * company pages of the provider's estimation and valuation services): what each service is.
 */
export function ServicePage({ page }: { page: Page }) {
  const { t } = useTranslation('quotes');
  return (
    <article className="card service-page" data-testid="service-page" data-page={page}>
      <h1>{t(`service_${page}_title`)}</h1>
      <p>{t(`service_${page}_text`)}</p>
      <p className="muted">{t('service_method')}</p>
      <Link to="/">{t('service_home')}</Link>
    </article>
  );
}
