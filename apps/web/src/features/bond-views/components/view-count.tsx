import { useTranslation } from 'react-i18next';
import type { BondSummary } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { useBondViews, useCountBondView } from '../api/bond-views';

/** "Views: 1,234 (30 days: 56)" under the bond's name; this view is counted on the way. */
export function ViewCount({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation('bond');
  const format = useFormatters();
  useCountBondView(bond);
  const views = useBondViews(bond.id);
  // An empty placeholder holds the count's line while it loads: the summary does not jump.
  if (!views.data) return <span className="muted view-count" aria-hidden="true" />;
  return (
    <span className="muted view-count" data-testid="bond-views" data-total={views.data.total}>
      {t('views_count', {
        total: format.integer(views.data.total),
        recent: format.integer(views.data.last30Days),
      })}
    </span>
  );
}
