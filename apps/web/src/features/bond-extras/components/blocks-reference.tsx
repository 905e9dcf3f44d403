import { useTranslation } from 'react-i18next';
import type { BondExtrasResponse } from '@bondsight/contracts';
import { statusLabelKey } from '@bondsight/contracts/statuses';
import { useFormatters } from '../../../lib/use-formatters';
import { DefinitionList } from '../../../widgets/data-state/definition-list';
import { ExtraTable } from './extra-card';

/* Reference data: identifiers, classifier, and the issuer's reports, multipliers and
   consensus forecasts. */

type Extras = BondExtrasResponse;

export function Identifiers({ ids }: { ids: Extras['identifiers'] }) {
  const { t } = useTranslation('bond_extras');
  return (
    <DefinitionList
      items={[
        { term: t('id_isin'), value: ids.isin ?? '', testId: 'identifier-isin' },
        { term: t('id_registration'), value: ids.registrationNumber ?? '' },
        { term: t('id_ticker'), value: ids.ticker ?? '' },
        { term: t('id_cfi'), value: ids.cfi, testId: 'identifier-cfi' },
        ...(ids.issuerCode
          ? [{ term: t(`id_${ids.issuerCode.scheme}`), value: ids.issuerCode.value }]
          : []),
      ]}
    />
  );
}

export function Classifier({ cls }: { cls: Extras['classifier'] }) {
  const { t } = useTranslation(['bond_extras', 'entities', 'bond', 'bond.statuses']);
  const status = t(`bond.statuses:${statusLabelKey(cls.statusId)}`, {
    defaultValue: String(cls.statusId),
  });
  return (
    <DefinitionList
      items={[
        {
          term: t('bond_extras:cls_kind'),
          value: t(`bond_extras:kind_${cls.bondKind}`, { defaultValue: cls.bondKind }),
        },
        {
          term: t('bond_extras:cls_sector'),
          value: cls.sector ? t(`entities:sector_${cls.sector}`, { defaultValue: cls.sector }) : '',
        },
        { term: t('bond_extras:cls_country'), value: cls.country },
        { term: t('bond_extras:cls_currency'), value: cls.currency },
        { term: t('bond_extras:cls_coupon_type'), value: t(`bond:coupon_type_${cls.couponType}`) },
        ...(cls.floatingBase
          ? [{ term: t('bond_extras:cls_floating_base'), value: cls.floatingBase }]
          : []),
        { term: t('bond_extras:cls_status'), value: status },
        ...(cls.listingLevel !== null
          ? [{ term: t('bond_extras:cls_listing'), value: String(cls.listingLevel) }]
          : []),
        {
          term: t('bond_extras:cls_flags'),
          value:
            cls.flags.length > 0
              ? cls.flags.map((f) => t(`bond_extras:flag_${f}`)).join(', ')
              : t('bond_extras:flags_none'),
        },
      ]}
    />
  );
}

export function AnnualReports({ items }: { items: Extras['annualReports'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_title'), wrap: true },
        { label: t('col_date') },
        { label: t('col_language') },
        { label: t('col_size'), numeric: true, narrow: true },
      ]}
      rows={items.map((r) => [
        r.title,
        format.date(r.date),
        t(`lang_${r.language}`, { defaultValue: r.language }),
        r.sizeBytes === null ? '' : t('size_mb', { value: format.number(r.sizeBytes / 1e6, 1) }),
      ])}
    />
  );
}

export function Reporting({ items }: { items: Extras['reporting'] }) {
  const { t } = useTranslation('bond_extras');
  return (
    <ExtraTable
      columns={[
        { label: t('col_period') },
        { label: t('col_standard') },
        { label: t('col_language') },
        { label: t('col_formats'), narrow: true },
      ]}
      rows={items.map((r) => [
        t('quarter', { quarter: r.quarter, year: r.year }),
        t(`standard_${r.standard}`, { defaultValue: r.standard }),
        r.languages.map((l) => t(`lang_${l}`, { defaultValue: l })).join(', '),
        r.formats.map((f) => f.toUpperCase()).join(', '),
      ])}
    />
  );
}

export function Multipliers({ items }: { items: Extras['multipliers'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  const first = items[0];
  return (
    <>
      {first && (
        <p className="muted">
          {t(first.period === 2 ? 'period_annual' : 'period_quarterly', {
            date: format.date(first.periodEnd),
          })}
        </p>
      )}
      <ExtraTable
        columns={[
          { label: t('col_multiplier'), wrap: true },
          { label: t('col_group'), wrap: true, narrow: true },
          { label: t('col_value'), numeric: true },
          { label: t('col_previous'), numeric: true },
        ]}
        rows={items.map((m) => [
          m.name,
          m.group,
          format.number(m.value, 2),
          format.number(m.previous, 2),
        ])}
      />
    </>
  );
}

export function Consensus({ items }: { items: Extras['consensus'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_indicator'), wrap: true },
        { label: t('col_period') },
        { label: t('col_actual'), numeric: true },
        { label: t('col_forecast'), numeric: true },
        { label: t('col_analysts'), numeric: true, narrow: true },
      ]}
      rows={items.map((c) => [
        c.indicator,
        c.period,
        format.integer(c.actual),
        format.integer(c.forecast),
        format.integer(c.analysts),
      ])}
    />
  );
}
