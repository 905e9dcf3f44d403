import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmitentMapResponse } from '@bondsight/contracts';
import { ACTION_IDS, logUsage } from '../../../lib/action-log';
import { useSession } from '../../../lib/session';
import { LazyYieldMap } from '../../../widgets/chart/yield-map';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';

/** The chart's Issuer map tab (bond page spec, "Chart"): the issuer's map, this bond highlighted. */
export function IssuerMapTab({ bondId, data }: { bondId: number; data: EmitentMapResponse }) {
  const { t } = useTranslation(['issuer_map', 'common']);
  const canExport = useSession().can('chart.export');
  return (
    <div data-testid="bond-issuer-map">
      <Hint>{t('issuer_map:tab_hint')}</Hint>
      <Suspense fallback={<Notice>{t('common:loading')}</Notice>}>
        <LazyYieldMap
          id="bond-issuer-map-chart"
          data={data}
          highlightId={bondId}
          canExport={canExport}
          onExport={() => logUsage(ACTION_IDS.chartExport)}
        />
      </Suspense>
    </div>
  );
}
