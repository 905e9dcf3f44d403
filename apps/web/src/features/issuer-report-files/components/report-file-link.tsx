import { useTranslation } from 'react-i18next';
import type { ReportFileEntry } from '@bondsight/contracts';
import { FileIcon } from './file-icon';
import { formatOf } from './file-format';

interface Props {
  entry: ReportFileEntry | null;
  language: 'rus' | 'eng';
}

/**
 * One file of a quarter: its language and format icon, a link with full access; without
 * it the same entry, not a link (the server sent none). No file: a dash.
 */
export function ReportFileLink({ entry, language }: Props) {
  const { t } = useTranslation('report_files');
  const short = language === 'rus' ? 'RU' : 'EN';
  if (!entry)
    return (
      <span className="report-file is-missing" title={t('no_file')} data-testid="report-file-none">
        {short} —
      </span>
    );
  const format = formatOf(entry.mimetype);
  const title = t('file_title', {
    language: t(`language_${language}`),
    format: format.toUpperCase(),
  });
  const content = (
    <>
      <FileIcon format={format} />
      <span>{short}</span>
    </>
  );
  if (!entry.link)
    return (
      <span
        className="report-file is-locked"
        title={title}
        data-testid="report-file-locked"
        data-format={format}
      >
        {content}
      </span>
    );
  return (
    <a
      className="report-file"
      href={entry.link}
      title={title}
      // A PDF opens in a new tab; an archive downloads.
      {...(format === 'pdf' ? { target: '_blank', rel: 'noopener' } : { download: '' })}
      data-testid="report-file-link"
      data-format={format}
      data-language={language}
    >
      {content}
    </a>
  );
}
