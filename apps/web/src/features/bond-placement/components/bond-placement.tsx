import { useTranslation } from 'react-i18next';
import type { BondPlacement as Placement } from '@bondsight/contracts';
import type { Formatters } from '../../../lib/format';
import { useFormatters } from '../../../lib/use-formatters';
import { DefinitionList, type Definition } from '../../../widgets/data-state/definition-list';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useBondPlacement } from '../api/get-placement';

/** Whether the offering left anything to show: a date, a price or a volume. */
const hasFacts = (p: Placement) =>
  p.issueDate !== null || p.placementPrice !== null || p.placedVolume !== null;

/** The facts that are stored, in the order an investor reads a term sheet. */
function definitions(p: Placement, t: (key: string) => string, format: Formatters): Definition[] {
  const money = (value: number | null) =>
    value === null ? null : `${format.volume(value, 'money')} ${p.currency}`;
  const rows: [string, string | null, string][] = [
    ['issue_date', p.issueDate && format.date(p.issueDate), 'placement-date'],
    ['face_value', `${format.number(p.faceValue, 2)} ${p.currency}`, 'placement-face'],
    // The formatter's kinds (spec section 9): prices 4 decimals, yields 3, money volumes 2,
    // pieces 0.
    [
      'placement_price',
      p.placementPrice === null ? null : format.price(p.placementPrice),
      'placement-price',
    ],
    ['placed_volume', money(p.placedVolume), 'placement-volume'],
    [
      'placed_quantity',
      p.placedQuantity === null ? null : format.volume(p.placedQuantity, 'pieces'),
      'placement-quantity',
    ],
    ['proceeds', money(p.proceeds), 'placement-proceeds'],
    [
      'placement_yield',
      p.placementYield === null ? null : format.yield(p.placementYield),
      'placement-yield',
    ],
    [
      'first_coupon_rate',
      p.firstCouponRate === null ? null : format.number(p.firstCouponRate, 3),
      'placement-first-coupon',
    ],
    ['outstanding_volume', money(p.outstandingVolume), 'placement-outstanding'],
    ['registration_number', p.registrationNumber, 'placement-registration'],
    ['listing_level', p.listingLevel === null ? null : String(p.listingLevel), 'placement-listing'],
    [
      'first_trade',
      p.firstTrade && `${format.date(p.firstTrade.date)}, ${p.firstTrade.tradingGround}`,
      'placement-first-trade',
    ],
  ];
  return rows
    .filter((row): row is [string, string, string] => row[1] !== null)
    .map(([key, value, testId]) => ({ term: t(`placement:${key}`), value, testId }));
}

/**
 * The placement block: the bond's primary offering from its stored terms (date, price,
 * volume, yield at placement, registration). Hidden when nothing of it is stored or the call
 * fails. The page wraps it in <section id="block-placement">.
 */
export function BondPlacement({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['placement', 'common']);
  const format = useFormatters();
  const [ref, seen] = useInView<HTMLDivElement>();
  const query = useBondPlacement(bondId, seen);
  const placement = query.data;
  if (query.isError || (placement && !hasFacts(placement))) return null;
  return (
    <div ref={ref} className="card bond-placement" data-testid="block-placement">
      <div className="card-header">
        <h2 id="placement-title">{t('placement:block_title')}</h2>
      </div>
      <Hint>{t('placement:hint')}</Hint>
      {!placement && <Notice>{t('common:loading')}</Notice>}
      {placement && (
        <>
          <DefinitionList items={definitions(placement, t, format)} />
          <p className="provenance">
            {t('placement:source_note', {
              source: placement.provenance.source,
              date: format.date(placement.provenance.asOf.slice(0, 10)),
            })}
          </p>
        </>
      )}
    </div>
  );
}
