import { useTranslation } from 'react-i18next';
import type { BondLifeSummary } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import './life-line.css';

/** The label of a life that is not an ordinary live one; null while the bond lives. */
function lifeKey(life: BondLifeSummary): string | null {
  switch (life.state) {
    case 'matured':
      return 'bond.life:matured';
    case 'redeemed_early': {
      const byOption = life.endEvent === 'call' || life.endEvent === 'put';
      if (byOption && life.endPrice !== null) return `bond.life:redeemed_${life.endEvent}`;
      const event =
        life.endEvent === 'buyback' || life.endEvent === 'conversion'
          ? life.endEvent
          : 'early_redemption';
      return `bond.life:redeemed_${event}`;
    }
    case 'default':
      return life.defaultedOn ? 'bond.life:default' : 'bond.life:default_undated';
    case 'cancelled':
      return 'bond.life:cancelled';
    case 'announced':
      return 'bond.life:announced';
    default:
      return null;
  }
}

/**
 * The bond's life in words when it does not simply live (the server decides it: the summary's
 * `life`): when and how it ended and at what price, or since when it is in default, and why no
 * yield is shown then. Nothing for a live bond.
 */
export function LifeLine({ life }: { life: BondLifeSummary }) {
  const { t } = useTranslation('bond.life');
  const format = useFormatters();
  const key = lifeKey(life);
  if (key === null) return null;
  const price = life.endPrice;
  const values = {
    date: format.date(life.state === 'default' ? life.defaultedOn : life.endDate),
    price: price === null ? '' : format.percent(price, Number.isInteger(price) ? 0 : 2),
  };
  const why =
    life.state === 'default'
      ? t('bond.life:no_yield_default')
      : life.state === 'matured' || life.state === 'redeemed_early'
        ? t('bond.life:no_yield_ended')
        : '';
  return (
    <p
      className="bond-life"
      data-testid="summary-life"
      data-state={life.state}
      data-end-event={life.endEvent ?? undefined}
    >
      <strong>{t(key, values)}</strong>
      {why && <> {why}</>}
    </p>
  );
}
