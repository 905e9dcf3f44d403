import { useTranslation } from 'react-i18next';
import { isMasked } from '@bondsight/contracts/access';
import type { PraamsComponent } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { MaskedValue } from '../../../widgets/masked-value/masked-value';

/**
 * What a component was scored on, in words: the rating and its agency, the yield over the
 * curve, the days traded, the leverage ratio. Masked below full access: the server sent
 * the reason, not the figures.
 */
export function ComponentBasis({ component }: { component: PraamsComponent }) {
  const { t } = useTranslation(['praams', 'errors']);
  const format = useFormatters();
  if (isMasked(component.details))
    return (
      <MaskedValue
        hint={`${t('praams:details_locked')}. ${t(`errors:${component.details.masked}`)}`}
        href={component.details.masked === 'need_auth' ? '/sign-up/' : undefined}
      />
    );
  switch (component.key) {
    case 'credit': {
      const d = component.details as Exclude<typeof component.details, { masked: unknown }>;
      const basis = t('praams:credit_basis', { rating: d.rating, agency: d.agency });
      return (
        <>{d.ratedSubject === 'emitent' ? `${basis} (${t('praams:credit_issuer')})` : basis}</>
      );
    }
    case 'market': {
      const d = component.details as Exclude<typeof component.details, { masked: unknown }>;
      // The formatter's kinds (spec section 9): yields 3 decimals, spreads 2, years 2.
      if (d.spreadBp === null || d.curve === null || d.durationYears === null)
        return <>{t('praams:market_distressed', { ytm: format.yield(d.ytm) })}</>;
      return (
        <>
          {t('praams:market_basis', {
            ytm: format.yield(d.ytm),
            duration: format.duration(d.durationYears, 'years', { indicativeYield: d.ytm }),
            spread: format.spread(d.spreadBp, { indicativeYield: d.ytm }),
            curve: d.curve,
          })}
        </>
      );
    }
    case 'liquidity': {
      const d = component.details as Exclude<typeof component.details, { masked: unknown }>;
      return (
        <>
          {t('praams:liquidity_basis', {
            days: d.daysTraded,
            from: format.date(d.windowStart),
            to: format.date(d.windowEnd),
            ground: d.tradingGround,
            volume: d.medianVolume === null ? '—' : format.money(d.medianVolume, d.currency),
          })}
        </>
      );
    }
    case 'fundamentals': {
      const d = component.details as Exclude<typeof component.details, { masked: unknown }>;
      return (
        <>
          {d.name}: {format.number(d.value, 2)} ({format.date(d.periodEnd)})
        </>
      );
    }
  }
}
