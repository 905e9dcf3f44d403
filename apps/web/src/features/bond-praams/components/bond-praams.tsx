import { useTranslation } from 'react-i18next';
import type { PraamsReport } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { GatedDownload } from '../../../widgets/gated-download/gated-download';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { praamsReportUrl, useBondPraams } from '../api/get-praams';
import { ComponentBasis } from './component-basis';
import './bond-praams.css';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/** A score 1-7 as a badge coloured by its band, with the band's name for readers. */
function ScoreBadge({ score, testId }: { score: number; testId?: string }) {
  const { t } = useTranslation('praams');
  return (
    <span
      className={`praams-score praams-score-${score}`}
      title={t(`praams:risk_${score}`)}
      data-testid={testId}
      data-score={score}
    >
      {score}
    </span>
  );
}

function ComponentsTable({ report }: { report: PraamsReport }) {
  const { t } = useTranslation('praams');
  const format = useFormatters();
  return (
    <TableScroller>
      <table className="data-table praams-table" data-testid="praams-table">
        <thead>
          <tr>
            <th scope="col">{t('praams:col_component')}</th>
            <th scope="col" className="num">
              {t('praams:col_score')}
            </th>
            <th scope="col" className="num hide-narrow">
              {t('praams:col_weight')}
            </th>
            <th scope="col">{t('praams:col_basis')}</th>
            <th scope="col" className="hide-narrow">
              {t('praams:col_source')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.components.map((c) => (
            <tr key={c.key} data-testid="praams-component" data-key={c.key}>
              <th scope="row">{t(`praams:component_${c.key}`)}</th>
              <td className="num">
                <ScoreBadge score={c.score} />
              </td>
              <td className="num hide-narrow">{format.percent(c.weight * 100, 0)}</td>
              <td className="wrap" data-testid="praams-basis">
                <ComponentBasis component={c} />
              </td>
              <td className="hide-narrow">
                {c.source}, {format.date(c.asOf)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/**
 * The praams block: our risk scores 1 (lowest) to 7 (highest) by component and overall,
 * from stored data, each with what it was scored on, its source and date; the report
 * download for full access (spec section 6). Shown only when the answer is truthy (spec
 * section 7); loads when near the viewport. The page wraps it in <section id="block-praams">.
 */
export function BondPraams({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['praams', 'common']);
  const format = useFormatters();
  const session = useSession();
  const [ref, seen] = useInView<HTMLDivElement>();
  const query = useBondPraams(bondId, seen);
  // Spec: a truthy body shows the block; null (nothing to score) or a failure hides it.
  if (query.isError || query.data === null) return null;
  const report = query.data;
  return (
    <div ref={ref} className="card bond-praams" data-testid="block-praams">
      <div className="card-header">
        <h2 id="praams-title">{t('praams:block_title')}</h2>
        {report && (
          <GatedDownload
            decision={session.access('bond.praams.report')}
            href={praamsReportUrl(bondId)}
            label={t('praams:report_download')}
            hint={t('praams:report_hint')}
            testId="praams-report"
          />
        )}
      </div>
      <Hint>{t('praams:hint')}</Hint>
      {!report && <Notice>{t('common:loading')}</Notice>}
      {report && (
        <>
          <p className="praams-overall" data-testid="praams-overall">
            <span className="muted">{t('praams:overall')}</span>{' '}
            <ScoreBadge score={report.score} testId="praams-overall-score" />{' '}
            <strong>{t(`praams:risk_${report.score}`)}</strong>{' '}
            <span className="muted">
              ({t('praams:score_of', { score: report.score })}, {format.date(report.asOf)})
            </span>
          </p>
          <ComponentsTable report={report} />
        </>
      )}
    </div>
  );
}
