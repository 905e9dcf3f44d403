import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useCashFlow } from '../api/get-cash-flow';
import { CashFlowExport } from './cash-flow-export';
import { CashFlowTable } from './cash-flow-table';
import { OptionsTable } from './options-table';
import './bond-cash-flow.css';

/**
 * The cash flow and options block: coupons and redemptions per bond, and the put and call
 * options. Loads when it nears the viewport; hidden when the bond has neither, or the call
 * fails (spec: failed calls are not shown). The page wraps it in <section id="block-cash-flow">.
 */
export function BondCashFlow({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['cash_flow', 'common']);
  const format = useFormatters();
  const [ref, seen] = useInView<HTMLDivElement>();
  const cashFlow = useCashFlow(bondId, seen);
  const data = cashFlow.data;
  if (cashFlow.isError || (data && data.flows.length === 0 && data.options.length === 0))
    return null;
  return (
    <div ref={ref} className="card" data-testid="block-cash-flow">
      <div className="card-header">
        <h2 id="cash-flow-title">{t('cash_flow:block_title')}</h2>
        <CashFlowExport bondId={bondId} />
      </div>
      <Hint>{t('cash_flow:hint')}</Hint>
      {!data && <Notice>{t('common:loading')}</Notice>}
      {data && (
        <>
          <p className="muted cash-flow-terms">
            {t('cash_flow:amounts_per_bond', {
              currency: data.currency,
              face: format.number(data.faceValue, 2),
            })}
          </p>
          {data.flows.length > 0 ? (
            <CashFlowTable flows={data.flows} />
          ) : (
            <Notice>{t('cash_flow:no_flows')}</Notice>
          )}
          <h3 className="cash-flow-subtitle">{t('cash_flow:options_title')}</h3>
          {data.options.length > 0 ? (
            <OptionsTable options={data.options} />
          ) : (
            <Notice testId="no-options">{t('cash_flow:no_options')}</Notice>
          )}
          {data.provenance && (
            <p className="provenance">
              {t('common:source_as_of', {
                source: t(`common:source_${data.provenance.source.replace(/-/g, '_')}`, {
                  defaultValue: data.provenance.source,
                }),
                date: format.date(data.provenance.asOf.slice(0, 10)),
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
