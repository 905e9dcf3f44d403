import { useTranslation } from 'react-i18next';
import type { ReportFileYear } from '@bondsight/contracts';
import { ROMAN } from './file-format';
import { ReportFileLink } from './report-file-link';

/** A year: its four quarters (I..IV), each with the Russian and the English file. */
export function ReportYear({ year }: { year: ReportFileYear }) {
  const { t } = useTranslation('report_files');
  return (
    <div className="report-year" data-testid="report-year" data-year={year.year}>
      <h4 className="report-year-title">{year.year}</h4>
      <div className="report-quarters">
        {year.monthArray.map((quarter) => (
          <div
            key={quarter.quarter}
            className="report-quarter"
            data-testid="report-quarter"
            data-quarter={quarter.quarter}
          >
            <span className="report-quarter-title">
              {t('quarter', { roman: ROMAN[quarter.quarter - 1] })}
            </span>
            <ReportFileLink entry={quarter.rus} language="rus" />
            <ReportFileLink entry={quarter.eng} language="eng" />
          </div>
        ))}
      </div>
    </div>
  );
}
