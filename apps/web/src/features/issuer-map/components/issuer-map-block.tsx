import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_IDS, logUsage } from '../../../lib/action-log';
import { useSession } from '../../../lib/session';
import { LazyYieldMap } from '../../../widgets/chart/yield-map';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useEmitentMap } from '../api/get-emitent-map';

/**
 * The issuer page's yield map block (spec, issuer blocks, "Issuer yield map"): the issuer's
 * bonds by duration and yield on the chart widget in map mode. Loads as it nears the viewport;
 * hidden when the issuer has no points or the call fails (spec: yield-map failures are not
 * shown). The page wraps it in <section id="issuerMap" data-menu>.
 */
export function IssuerMapBlock({ emitentId }: { emitentId: number }) {
  const { t } = useTranslation(['issuer_map', 'common']);
  const canExport = useSession().can('chart.export');
  const [ref, seen] = useInView<HTMLDivElement>();
  const query = useEmitentMap(emitentId, seen);
  const hasPoints = (query.data?.emitentMap.length ?? 0) > 0;
  // Spec (action 299): the map's use is logged once, when it is drawn with data.
  const logged = useRef(false);
  useEffect(() => {
    if (!hasPoints || logged.current) return;
    logged.current = true;
    logUsage(ACTION_IDS.issuerMap);
  }, [hasPoints]);

  if (query.isError || (query.data && !hasPoints)) return null;
  return (
    <div ref={ref} className="card issuer-map" data-testid="issuer-map">
      <div className="card-header">
        <h2 id="issuer-map-title">{t('issuer_map:title')}</h2>
      </div>
      <Hint>{t('issuer_map:hint')}</Hint>
      {!query.data && <Notice>{t('common:loading')}</Notice>}
      {query.data && (
        <Suspense fallback={<Notice>{t('common:loading')}</Notice>}>
          <LazyYieldMap
            id={`issuer-map-${emitentId}`}
            data={query.data}
            canExport={canExport}
            onExport={() => logUsage(ACTION_IDS.chartExport)}
          />
        </Suspense>
      )}
    </div>
  );
}
