import { useRef } from 'react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEntity } from '../../features/entities/api/get-entity';
import { CompanyCard } from '../../features/entities/components/entity-cards';
import { BlockMenu } from '../../widgets/block-menu/block-menu';
import { EntityPage } from './entity-page';

/**
 * The issuer page (/company/{id}/): the card, then the blocks in the spec's order, each a
 * section[data-menu] the section menu lists once it renders something.
 */
export function CompanyPage() {
  const { id } = useParams({ from: '/company/$id/' });
  const query = useEntity('company', Number(id));
  const { t } = useTranslation('entities');
  const blocks = useRef<HTMLElement>(null);
  return (
    <EntityPage query={query}>
      {(company) => (
        <article className="issuer-page" ref={blocks}>
          <header className="page-header">
            <p className="eyebrow">{t('company_title')}</p>
            <h1>{company.name}</h1>
            <p className="muted">{company.fullName}</p>
          </header>
          <CompanyCard company={company} />
          <div className="with-block-menu">
            <BlockMenu root={blocks} label={t('company_title')} />
            <div className="issuer-blocks">
              {/* slot: issuer bonds */}
              {/* slot: bank RSBU (anchor issuerRsbu) */}
              {/* slot: MSFO (anchor bondMcfo) */}
              {/* slot: RSBU (anchor rsbuFinReport) */}
              {/* slot: multipliers (anchor blockMultipliers) */}
              {/* slot: report files */}
              {/* slot: analytics comments (anchor issuerAnalytics) */}
            </div>
          </div>
        </article>
      )}
    </EntityPage>
  );
}
