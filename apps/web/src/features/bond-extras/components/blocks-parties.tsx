import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BondExtrasResponse } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { ExtraTable } from './extra-card';

/* Who is around the bond: the issuer's related companies, the issue's managers, and the
   other bonds those managers arranged. */

type Extras = BondExtrasResponse;

const CompanyLink = ({ id, name }: { id: number; name: string }) => (
  <Link to="/company/$id/" params={{ id: String(id) }}>
    {name}
  </Link>
);

export function RelatedIssuers({ items }: { items: Extras['relatedIssuers'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_company'), wrap: true },
        { label: t('col_relation'), wrap: true },
        { label: t('col_ownership'), numeric: true },
        { label: t('col_bonds'), numeric: true, narrow: true },
      ]}
      rows={items.map((r) => [
        <CompanyLink id={r.emitent.id} name={r.emitent.name} />,
        `${r.relation} (${t(`direction_${r.direction}`)})`,
        format.number(r.share, 2),
        format.integer(r.bonds),
      ])}
    />
  );
}

export function Managers({ items }: { items: Extras['managers'] }) {
  const { t } = useTranslation('bond_extras');
  return (
    <ExtraTable
      rowTestId="manager-row"
      columns={[
        { label: t('col_role') },
        { label: t('col_company'), wrap: true },
        { label: t('col_related_party'), wrap: true },
      ]}
      rows={items.map((m) => [
        t(`role_${m.role}`),
        m.emitent ? <CompanyLink id={m.emitent.id} name={m.name} /> : m.name,
        m.relatedParty ? t('related_party', { relation: m.relatedParty }) : '',
      ])}
    />
  );
}

export function ManagersRelatedTo({ items }: { items: Extras['managersRelatedTo'] }) {
  const { t } = useTranslation('bond_extras');
  const format = useFormatters();
  return (
    <ExtraTable
      columns={[
        { label: t('col_bond'), wrap: true },
        { label: t('col_issuer'), wrap: true, narrow: true },
        { label: t('col_issue_date') },
        { label: t('col_manager'), wrap: true },
      ]}
      rows={items.map((m) => [
        <Link to="/bonds/$id/" params={{ id: String(m.bondId) }}>
          {m.name}
        </Link>,
        <CompanyLink id={m.issuer.id} name={m.issuer.name} />,
        format.date(m.issueDate),
        `${m.manager} (${t(`role_${m.role}`)})`,
      ])}
    />
  );
}
