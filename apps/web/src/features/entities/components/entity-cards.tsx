import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isSectorCode } from '@bondsight/contracts/sectors';
import type { CompanySummary, EquitySummary, IndexSummary } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { DefinitionList } from '../../../widgets/data-state/definition-list';

export function CompanyCard({ company }: { company: CompanySummary }) {
  const { t } = useTranslation(['entities', 'bond', 'common']);
  // Imported issuers may carry a sector the catalogue does not know: shown as stored.
  const sectorText = (code: string | null) =>
    code === null ? '' : isSectorCode(code) ? t(`entities:sector_${code}`) : code;
  return (
    <>
      <section className="card" data-testid="company-summary">
        <DefinitionList
          items={[
            { term: t('bond:country'), value: company.country.name },
            { term: t('entities:region'), value: company.region ?? '' },
            { term: t('entities:sector'), value: sectorText(company.sector) },
            {
              term: t('entities:sovereign'),
              value: company.isSovereign ? t('common:yes') : t('common:no'),
            },
          ]}
        />
      </section>
      {/* The issuer's bonds are a table of the issuer page (features/issuer-bonds). */}
    </>
  );
}

export function IndexCard({ index }: { index: IndexSummary }) {
  const { t } = useTranslation(['entities', 'bond']);
  const format = useFormatters();
  return (
    <section className="card" data-testid="index-summary">
      <DefinitionList
        items={[
          { term: t('entities:index_code'), value: index.code },
          { term: t('bond:currency'), value: index.currency ?? '' },
          {
            term: t('entities:latest_value'),
            value: index.latest
              ? `${format.number(index.latest.value, 2)} (${format.date(index.latest.date)})`
              : '',
          },
        ]}
      />
    </section>
  );
}

export function EquityCard({ equity }: { equity: EquitySummary }) {
  const { t } = useTranslation(['entities', 'bond']);
  return (
    <section className="card" data-testid="equity-summary">
      <DefinitionList
        items={[
          { term: t('entities:ticker'), value: equity.ticker },
          { term: t('bond:isin'), value: equity.isin ?? '' },
          { term: t('bond:currency'), value: equity.currency ?? '' },
          {
            term: t('bond:issuer'),
            value: equity.emitent ? (
              <Link to="/company/$id/" params={{ id: String(equity.emitent.id) }}>
                {equity.emitent.name}
              </Link>
            ) : (
              ''
            ),
          },
        ]}
      />
    </section>
  );
}
