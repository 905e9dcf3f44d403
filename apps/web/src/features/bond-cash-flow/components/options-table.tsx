import { useTranslation } from 'react-i18next';
import type { BondOption } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';

/** Known option kinds get a label; anything else is shown as the source wrote it. */
const OPTION_KINDS: Record<string, string> = {
  full: 'cash_flow:option_kind_full',
  partial: 'cash_flow:option_kind_partial',
  'make-whole': 'cash_flow:option_kind_make_whole',
};

/**
 * Put and call options (offerts), by date: past ones set back, the next one highlighted; the
 * one that ended the bond marked exercised, the ones that can no longer happen cancelled.
 */
export function OptionsTable({ options }: { options: readonly BondOption[] }) {
  const { t } = useTranslation('cash_flow');
  const format = useFormatters();
  return (
    <div className="table-scroll">
      <table className="data-table cash-flow-table" data-testid="options-table">
        <thead>
          <tr>
            <th scope="col">{t('cash_flow:col_option_date')}</th>
            <th scope="col">{t('cash_flow:col_option_type')}</th>
            <th scope="col" className="hide-narrow">
              {t('cash_flow:col_option_kind')}
            </th>
            <th scope="col" className="hide-narrow">
              {t('cash_flow:col_option_period')}
            </th>
            <th scope="col" className="hide-narrow">
              {t('cash_flow:col_notice_period')}
            </th>
            <th scope="col" className="num">
              {t('cash_flow:col_option_price')}
            </th>
            <th scope="col" className="num hide-narrow">
              {t('cash_flow:col_benchmark_spread')}
            </th>
            <th scope="col" className="num">
              {t('cash_flow:col_repurchased_amount')}
            </th>
            <th scope="col">{t('cash_flow:col_status')}</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => {
            const kind = option.option_type && OPTION_KINDS[option.option_type];
            return (
              <tr
                key={option.id}
                className={`flow-${option.status}`}
                data-testid="option-row"
                data-status={option.status}
              >
                <td>{format.date(option.date)}</td>
                <td>{t(`cash_flow:option_${option.type}`)}</td>
                <td className="hide-narrow">{kind ? t(kind) : (option.option_type ?? '')}</td>
                <td className="hide-narrow option-period">{format.datesIn(option.period)}</td>
                <td className="hide-narrow">{option.notice_period ?? ''}</td>
                <td className="num">{format.price(option.price)}</td>
                <td className="num hide-narrow">{format.spread(option.benchmark_spread)}</td>
                <td className="num">{format.volume(option.repurchased_amount, 'money')}</td>
                <td>
                  {option.status !== 'future' && (
                    <span className={`flow-status flow-status-${option.status}`}>
                      {t(`cash_flow:option_status_${option.status}`)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
