import { useTranslation } from 'react-i18next';
import { Hint } from '../../../widgets/hint/hint';
import { ShowMoreList } from '../../../widgets/show-more/show-more-list';
import { LISTS, useReportFiles } from '../api/get-report-files';
import { AccessWarning } from './access-warning';
import { YEARS_SHOWN } from './file-format';
import { ReportYear } from './report-year';
import './report-files.css';

/**
 * The report files block (spec, issuer blocks, sections 2 and 5): per reporting standard the
 * issuer files, its years (2, then Show more), each with quarters I..IV in Russian and
 * English, pdf / zip / rar. The links come only with full access; others see the access
 * warning the server's answer names. Hidden while no list has files. The page wraps it in
 * <section id="issuerReports" data-menu>.
 */
export function IssuerReportFiles({ emitentId }: { emitentId: number }) {
  const { t } = useTranslation('report_files');
  const queries = useReportFiles(emitentId);
  const lists = LISTS.flatMap((list, i) => {
    const data = queries[i]?.data;
    return data && data.items.length > 0 ? [data] : [];
  });
  if (lists.length === 0) return null;
  const gate = lists[0]!.gate;
  return (
    <div className="card issuer-report-files" data-testid="issuer-report-files">
      <div className="card-header">
        <h2 id="report-files-title">{t('block_title')}</h2>
      </div>
      <Hint>{t('hint')}</Hint>
      {gate && <AccessWarning gate={gate} />}
      {lists.map((data) => (
        <div
          key={data.list}
          className="report-list"
          data-testid={`report-list-${data.list}`}
          data-list={data.list}
        >
          <h3 className="report-list-title">{t(`list_${data.list}`)}</h3>
          <ShowMoreList
            items={data.items}
            limit={YEARS_SHOWN}
            render={(year) => <ReportYear year={year} />}
            testId={`report-years-${data.list}`}
          />
        </div>
      ))}
      <p className="provenance">{t('demo_note')}</p>
    </div>
  );
}
