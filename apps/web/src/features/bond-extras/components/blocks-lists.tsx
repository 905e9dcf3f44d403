import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BondExtrasResponse } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { ExtraTable } from './extra-card';

/* Lists about the bond: lombard lists, investors, holders, indexes, other facts, news and
   ESG reports. Shares and discounts are percentages with 2 decimals. */

type Extras = BondExtrasResponse;

export function Lombard({ items }: { items: Extras['lombard'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_list'), wrap: true },
        { label: t('col_since') },
        { label: t('col_until') },
        { label: t('col_discount'), numeric: true },
      ]}
      rows={items.map((l) => [
        l.list,
        format.date(l.since),
        l.until ? format.date(l.until) : t('still_listed'),
        format.number(l.discount, 2),
      ])}
    />
  );
}

export function Investors({ items }: { items: Extras['investors'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <>
      {items[0]?.date && (
        <p className="muted">{t('placed_on', { date: format.date(items[0].date) })}</p>
      )}
      <ExtraTable
        columns={[
          { label: t('col_investor_type'), wrap: true },
          { label: t('col_share'), numeric: true },
        ]}
        rows={items.map((i) => [i.name, format.number(i.share, 2)])}
      />
    </>
  );
}

/** Holders are full-access data: others see how many there are and what unlocks them. */
export function Holders({ block }: { block: Extras['holders'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  if (block.access !== 'allowed')
    return (
      <Notice tone="warning" testId="holders-locked">
        {t(`holders_locked_${block.access}`, { count: block.count })}{' '}
        {block.access === 'need_auth' && <a href="/sign-up/">{t('sign_up')}</a>}
      </Notice>
    );
  return (
    <ExtraTable
      rowTestId="holder-row"
      columns={[
        { label: t('col_holder'), wrap: true },
        { label: t('col_as_of'), narrow: true },
        { label: t('col_amount_held'), numeric: true },
        { label: t('col_share_issue'), numeric: true },
      ]}
      rows={block.items.map((h) => [
        h.emitent ? (
          <Link to="/company/$id/" params={{ id: String(h.emitent.id) }}>
            {h.name}
          </Link>
        ) : (
          h.name
        ),
        format.date(h.asOf),
        h.amount === null || !h.currency ? '' : format.compactMoney(h.amount, h.currency),
        format.number(h.share, 2),
      ])}
    />
  );
}

export function Indexes({ items }: { items: Extras['indexes'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_index'), wrap: true },
        { label: t('col_code'), narrow: true },
        { label: t('col_weight'), numeric: true },
        { label: t('col_member_since') },
      ]}
      rows={items.map((i) => [
        <Link to="/indexes/$id/" params={{ id: String(i.id) }}>
          {i.name}
        </Link>,
        i.code,
        format.number(i.weight * 100, 2),
        format.date(i.since),
      ])}
    />
  );
}

export function More({ items }: { items: Extras['more'] }) {
  return (
    <ul className="extra-facts">
      {items.map((fact) => (
        <li key={fact.title}>
          <strong>{fact.title}</strong>
          {fact.text && <span className="muted"> — {fact.text}</span>}
        </li>
      ))}
    </ul>
  );
}

export function News({ items }: { items: Extras['news'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ul className="extra-news">
      {items.map((n) => (
        <li key={n.id} data-testid="news-item">
          <time dateTime={n.date}>{format.date(n.date)}</time>{' '}
          <strong>{n.url ? <a href={n.url}>{n.title}</a> : n.title}</strong>
          {n.issuerWide && <span className="muted"> · {t('issuer_wide')}</span>}
          {n.text && <p>{n.text}</p>}
        </li>
      ))}
    </ul>
  );
}

export function EsgReports({ items }: { items: Extras['esgReports'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_date') },
        { label: t('col_title'), wrap: true },
        { label: t('col_framework'), narrow: true },
        { label: t('col_terms'), wrap: true, narrow: true },
      ]}
      rows={items.map((r) => [
        format.date(r.date),
        r.url ? <a href={r.url}>{r.title}</a> : r.title,
        t(`esg_${r.framework}`, { defaultValue: r.framework }),
        r.text,
      ])}
    />
  );
}
