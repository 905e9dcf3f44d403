import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondExtrasResponse, BondSummary, ExtraBlock } from '@bondsight/contracts';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useBondExtras } from '../api/get-bond-extras';
import {
  Conversion,
  Covenants,
  Defaults,
  EarlyRedemption,
  Restructuring,
  StructuredProduct,
  TapIssues,
} from './blocks-terms';
import { EsgReports, Holders, Indexes, Investors, Lombard, More, News } from './blocks-lists';
import { Managers, ManagersRelatedTo, RelatedIssuers } from './blocks-parties';
import {
  AnnualReports,
  Classifier,
  Consensus,
  Identifiers,
  Multipliers,
  Reporting,
} from './blocks-reference';
import { ExtraCard } from './extra-card';
import { ExtrasMenu } from './extras-menu';
import { IssuerItems } from './issuer-items-block';
import { PrintedBlocksContext } from '../../../widgets/in-view/printed-blocks';
import './bond-extras.css';

/** Each block's contents from the answer. */
const RENDER: Record<ExtraBlock, (x: BondExtrasResponse) => ReactNode> = {
  'early-redemption': (x) => <EarlyRedemption items={x.earlyRedemption} />,
  defaults: (x) => <Defaults items={x.defaults} />,
  'tap-issues': (x) => <TapIssues items={x.tapIssues} />,
  conversion: (x) => <Conversion items={x.conversion} />,
  lombard: (x) => <Lombard items={x.lombard} />,
  'lombard-national': (x) => <Lombard items={x.lombardNational} />,
  'structured-product': (x) => <StructuredProduct items={x.structuredProduct} />,
  covenants: (x) => <Covenants items={x.covenants} />,
  investors: (x) => <Investors items={x.investors} />,
  indexes: (x) => <Indexes items={x.indexes} />,
  more: (x) => <More items={x.more} />,
  'issuer-items': (x) => <IssuerItems bondId={x.bondId} />,
  news: (x) => <News items={x.news} />,
  'related-issuers': (x) => <RelatedIssuers items={x.relatedIssuers} />,
  managers: (x) => <Managers items={x.managers} />,
  'managers-related-to': (x) => <ManagersRelatedTo items={x.managersRelatedTo} />,
  identifiers: (x) => <Identifiers ids={x.identifiers} />,
  classifier: (x) => <Classifier cls={x.classifier} />,
  restructuring: (x) => <Restructuring items={x.restructuring} />,
  'annual-reports': (x) => <AnnualReports items={x.annualReports} />,
  holders: (x) => <Holders block={x.holders} />,
  reporting: (x) => <Reporting items={x.reporting} />,
  multipliers: (x) => <Multipliers items={x.multipliers} />,
  'esg-reports': (x) => <EsgReports items={x.esgReports} />,
  consensus: (x) => <Consensus items={x.consensus} />,
};

/**
 * The bond page's extra blocks (spec, bond page section 2): loaded when the area nears the
 * viewport, then a '...' list of the blocks this bond has and one card per block, each in
 * its `<section id="block-extra-<kind>">`. Blocks without data are not rendered; nothing is
 * shown when the call fails (spec: failed calls are not shown).
 */
export function BondExtras({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation('bond_extras');
  const [ref, seen] = useInView<HTMLDivElement>();
  const extras = useBondExtras(bond.id, seen);
  const data = extras.data;
  // The printed copy has no menu to open: only the chosen blocks' cards.
  const printing = useContext(PrintedBlocksContext) !== undefined;
  return (
    <div ref={ref} className="bond-extras" data-testid="bond-extras">
      {data && data.blocks.length > 0 && (
        <>
          <h2 className="visually-hidden">{t('area_title')}</h2>
          {!printing && <ExtrasMenu blocks={data.blocks} />}
          {data.blocks.map((block) => (
            <ExtraCard key={block} block={block}>
              {RENDER[block](data)}
            </ExtraCard>
          ))}
        </>
      )}
    </div>
  );
}
