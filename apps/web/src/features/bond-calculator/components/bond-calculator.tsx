import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMasked } from '@bondsight/contracts/access';
import type { BondSummary } from '@bondsight/contracts';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { maskedOr } from '../../../widgets/masked-value/masked-cell';
import { useCalculatorBlock } from '../hooks/use-calculator-block';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { resultRows } from '../result-rows';
import { BenchmarkNote } from './benchmark-note';
import { CalculationTable } from './calculation-table';
import { NkdDateField } from './nkd-date-field';
import { NkdSummary } from './nkd-summary';
import { ResultList } from './result-list';
import { WhatIfForm } from './what-if-form';
import { YieldMatrix } from './yield-matrix';
import './bond-calculator.css';

/** The label of a failed call: the server's label key (module `errors`). */
const errorKey = (error: unknown) =>
  `errors:${error instanceof ApiError ? error.labelKey : 'internal_error'}`;

/**
 * The bond calculator block (spec, bond page sections 2, 5, 7 and 9): the accrued interest at
 * a date, and a result list computed by the calculator API from the bond's stored terms and
 * latest price — or from a price, yield or spread the user types. Loads when scrolled to.
 */
export function BondCalculator({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation(['bond_calc', 'errors']);
  const format = useFormatters();
  const [ref, inView] = useInView<HTMLDivElement>();
  const block = useCalculatorBlock(bond, inView);
  const [showCalculation, setShowCalculation] = useState(false);
  const terms = block.terms.data;
  const result = block.result;
  // A date the bond's life refuses (after its end, in its default) is said once, by the date's
  // accrued interest line, not again in place of the terms.
  const termsError = block.terms.isError ? errorKey(block.terms.error) : null;
  const saidByNkd =
    termsError !== null &&
    block.nkd.error instanceof ApiError &&
    termsError === errorKey(block.nkd.error);
  const state = block.main.isError
    ? 'error'
    : block.main.isFetching || block.terms.isFetching
      ? 'loading'
      : result
        ? 'ready'
        : 'empty';

  return (
    // The page wraps the block in <section id="block-calculator"> (its anchor).
    <div
      ref={ref}
      className="card bond-calculator"
      data-testid="bond-calculator"
      data-state={state}
    >
      <div className="card-header">
        <h2 id="calc-title">{t('bond_calc:title')}</h2>
      </div>
      <Hint>{t('bond_calc:hint')}</Hint>
      <div className="calc-top">
        <NkdDateField value={block.date} today={block.today} onChange={block.setDate} />
        <NkdSummary nkd={block.nkd.data} error={block.nkd.error} />
      </div>
      {!inView || (block.terms.isPending && block.terms.fetchStatus !== 'idle') ? (
        <Notice>{t('bond_calc:loading')}</Notice>
      ) : termsError !== null ? (
        !saidByNkd && (
          <Notice tone="warning" testId="calc-terms-error">
            {t(termsError)}
          </Notice>
        )
      ) : (
        terms && (
          <>
            <p className="calc-source" data-testid="calc-source">
              {block.input === null && terms.price
                ? maskedOr(terms.price.cleanPrice, (price) =>
                    t('bond_calc:source_market', {
                      price: format.price(price),
                      ground: terms.price!.tradingGroundName,
                      date: format.date(terms.price!.date),
                    }),
                  )
                : block.input === null
                  ? t('bond_calc:source_none')
                  : t(`bond_calc:source_${block.input.kind}`)}
              {block.input === null && terms.price && isMasked(terms.price.cleanPrice) && (
                <> {t('bond_calc:source_masked')}</>
              )}
            </p>
            <WhatIfForm
              kind={block.kind}
              text={block.text}
              convention={block.convention}
              hasCurve={terms.curve !== null}
              hasMarketPrice={block.marketPrice !== null && block.input !== null}
              invalid={block.invalid}
              onKind={block.chooseKind}
              onText={block.type}
              onConvention={block.setConvention}
              onSubmit={block.submit}
              onMarket={block.useMarket}
            />
            {block.main.isError && (
              <Notice tone="warning" testId="calc-error">
                {t(errorKey(block.main.error))}
              </Notice>
            )}
            {result && !block.main.isError && (
              <>
                <ResultList
                  rows={resultRows(
                    result,
                    { offer: block.offer, worst: block.worst },
                    terms.nkdPrecision,
                  )}
                  currency={terms.currency}
                  benchmark={terms.benchmark}
                />
                <YieldMatrix maturity={result} offer={block.offer} worst={block.worst} />
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={showCalculation}
                  onClick={() => setShowCalculation(!showCalculation)}
                  data-testid="calc-show-calculation"
                >
                  {t(showCalculation ? 'bond_calc:hide_calculation' : 'bond_calc:show_calculation')}
                </button>
                {showCalculation && (
                  <CalculationTable
                    result={result}
                    currency={terms.currency}
                    outstandingFace={block.nkd.data?.outstandingFace ?? terms.faceValue}
                  />
                )}
              </>
            )}
            <p className="provenance" data-testid="calc-provenance">
              {terms.curve &&
                t('bond_calc:curve_source', {
                  name: terms.curve.name,
                  date: format.date(terms.curve.date),
                })}
              {/* The benchmark the calculator was given, chosen on its settlement date. */}{' '}
              <BenchmarkNote choice={terms.benchmarkChoice} name={terms.benchmark?.name ?? null} />
            </p>
          </>
        )
      )}
    </div>
  );
}
