import { useTranslation } from 'react-i18next';
import type { EndpointResult, Endpoints } from '@bondsight/contracts';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/use-formatters';

type NkdInfo = EndpointResult<Endpoints['GET /api/bonds/:id/getNkdInfo/:date/']>;

/** The accrued interest (nkd) on the block's date, with the coupon period it accrues in. */
export function NkdSummary({ nkd, error }: { nkd: NkdInfo | undefined; error: unknown }) {
  const { t } = useTranslation(['bond_calc', 'errors']);
  const format = useFormatters();
  if (error instanceof ApiError)
    return (
      <p className="calc-nkd muted" data-testid="nkd-error">
        {t(`errors:${error.labelKey}`)}
      </p>
    );
  if (!nkd) return null;
  const period = nkd.couponPeriod;
  return (
    <div className="calc-nkd" data-testid="nkd-summary" data-date={nkd.date}>
      <span className="calc-nkd-label">
        {t('bond_calc:nkd_label', { date: format.date(nkd.date) })}
      </span>
      <strong className="calc-nkd-value" data-testid="nkd-value" data-value={nkd.nkd}>
        {format.nkd(nkd.nkd, nkd.nkdPrecision)} {nkd.currency}
      </strong>
      <span className="muted">
        {t('bond_calc:nkd_percent', { value: format.price(nkd.nkdPercent) })}
        {nkd.exCoupon && <> · {t('bond_calc:nkd_ex_coupon')}</>}
      </span>
      {period && (
        <span className="muted" data-testid="nkd-period">
          {t('bond_calc:nkd_period', {
            // The period's length is in calendar days: count the elapsed ones the same way.
            days: nkd.accruedCalendarDays,
            total: period.days,
            coupon: format.nkd(period.coupon, nkd.nkdPrecision),
            currency: nkd.currency,
            from: format.date(period.start),
            to: format.date(period.end),
          })}
        </span>
      )}
    </div>
  );
}
