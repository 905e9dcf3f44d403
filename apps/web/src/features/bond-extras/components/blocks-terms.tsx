import { useTranslation } from 'react-i18next';
import type { BondExtrasResponse } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { ExtraTable } from './extra-card';

/* The bond's terms and events: early redemption, defaults, tap issues, conversion,
   structured product, covenants, restructuring. Prices are % of face with 4 decimals. */

type Extras = BondExtrasResponse;

const money = (
  format: ReturnType<typeof useFormatters>,
  amount: number | null,
  currency: string | null,
) =>
  amount === null ? '' : currency ? format.compactMoney(amount, currency) : format.integer(amount);

export function EarlyRedemption({ items }: { items: Extras['earlyRedemption'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_type') },
        { label: t('col_from') },
        { label: t('col_to') },
        { label: t('col_price'), numeric: true },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((i) => [
        i.title,
        format.date(i.from),
        format.date(i.to),
        format.price(i.price),
        i.terms,
      ])}
    />
  );
}

export function Defaults({ items }: { items: Extras['defaults'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_date') },
        { label: t('col_missed') },
        { label: t('col_amount'), numeric: true },
        { label: t('col_outcome') },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((d) => [
        format.date(d.date),
        t(`default_${d.type}`),
        money(format, d.amount, d.currency),
        d.curedOn ? t('cured_on', { date: format.date(d.curedOn) }) : t('not_cured'),
        d.text,
      ])}
    />
  );
}

export function TapIssues({ items }: { items: Extras['tapIssues'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_date') },
        { label: t('col_amount_added'), numeric: true },
        { label: t('col_price'), numeric: true },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((i) => [
        format.date(i.date),
        money(format, i.amount, i.currency),
        format.price(i.price),
        i.text,
      ])}
    />
  );
}

export function Conversion({ items }: { items: Extras['conversion'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_into'), wrap: true },
        { label: t('col_from') },
        { label: t('col_to') },
        { label: t('col_conversion_price'), numeric: true },
        { label: t('col_ratio'), numeric: true },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((c) => [
        c.into,
        format.date(c.from),
        format.date(c.to),
        c.price === null || !c.currency ? '' : format.money(c.price, c.currency),
        format.number(c.ratio, 4),
        c.terms,
      ])}
    />
  );
}

export function StructuredProduct({ items }: { items: Extras['structuredProduct'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_type') },
        { label: t('col_underlying'), wrap: true },
        { label: t('col_protection'), numeric: true },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((s) => [
        t(`structured_${s.type}`, { defaultValue: s.type }),
        s.underlying,
        format.number(s.protection, 2),
        s.terms,
      ])}
    />
  );
}

export function Covenants({ items }: { items: Extras['covenants'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_covenant'), wrap: true },
        { label: t('col_limit'), numeric: true },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((c) => [
        c.title,
        c.limit === null ? '' : t('times', { value: format.number(c.limit, 2) }),
        c.text,
      ])}
    />
  );
}

export function Restructuring({ items }: { items: Extras['restructuring'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_date') },
        { label: t('col_type') },
        { label: t('col_new_maturity') },
        { label: t('col_new_coupon'), numeric: true },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((r) => [
        format.date(r.date),
        t(`restructuring_${r.type}`),
        format.date(r.newMaturity),
        format.number(r.value, 2),
        r.text,
      ])}
    />
  );
}
