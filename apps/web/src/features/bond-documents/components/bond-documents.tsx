import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { decideDocumentDownload } from '@bondsight/contracts/access';
import type { BondDocument } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import type { Formatters } from '../../../lib/format';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { GatedDownload } from '../../../widgets/gated-download/gated-download';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { documentFileUrl, useBondDocuments } from '../api/get-documents';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/** The size of the original file in kilobytes or megabytes. */
function sizeText(bytes: number | null, t: TFunction, format: Formatters): string {
  if (bytes === null) return '';
  if (bytes < 1_000_000) return t('documents:size_kb', { value: format.number(bytes / 1000, 0) });
  return t('documents:size_mb', { value: format.number(bytes / 1_000_000, 1) });
}

/**
 * The documents block: the bond's documents with their type, date, language and size. Spec
 * section 6: the files download at level 1077 with docsDownloadAccess; anyone else gets the
 * sign-in (need_auth) or access (access_denied_auth) notice instead. Hidden when the bond has
 * no documents or the call fails (spec: failed calls are not shown). The page wraps it in
 * <section id="block-documents">.
 */
export function BondDocuments({ bondId }: { bondId: number }) {
  const { t } = useTranslation(['documents', 'common']);
  const format = useFormatters();
  const session = useSession();
  const [ref, seen] = useInView<HTMLDivElement>();
  const documents = useBondDocuments(bondId, seen);
  const items = documents.data?.items;
  if (documents.isError || items?.length === 0) return null;
  // The page globals carry the access subject's fields: the same decision the server takes.
  const decision = decideDocumentDownload(session.globals);
  return (
    <div ref={ref} className="card" data-testid="block-documents">
      <div className="card-header">
        <h2 id="documents-title">{t('documents:block_title')}</h2>
      </div>
      <Hint>{t('documents:hint')}</Hint>
      {!items && <Notice>{t('common:loading')}</Notice>}
      {items && (
        <TableScroller>
          <table className="data-table" data-testid="documents-table">
            <thead>
              <tr>
                <th scope="col">{t('documents:col_title')}</th>
                <th scope="col" className="hide-narrow">
                  {t('documents:col_type')}
                </th>
                <th scope="col">{t('documents:col_date')}</th>
                <th scope="col" className="hide-narrow">
                  {t('documents:col_language')}
                </th>
                <th scope="col" className="num hide-narrow">
                  {t('documents:col_size')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('documents:col_file')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  href={documentFileUrl(bondId, document.id)}
                  decision={decision}
                  size={sizeText(document.sizeBytes, t, format)}
                  date={format.date(document.date)}
                />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {items?.some((d) => d.source === 'demo') && (
        <p className="provenance">{t('documents:demo_file_note')}</p>
      )}
    </div>
  );
}

interface RowProps {
  document: BondDocument;
  href: string;
  decision: ReturnType<typeof decideDocumentDownload>;
  size: string;
  date: string;
}

function DocumentRow({ document, href, decision, size, date }: RowProps) {
  const { t } = useTranslation('documents');
  return (
    <tr data-testid="document-row" data-document-id={document.id}>
      <td className="wrap">{document.title}</td>
      <td className="hide-narrow">{t(`documents:type_${document.type}`)}</td>
      <td>{date}</td>
      <td className="hide-narrow">
        {t(`documents:language_${document.language}`, { defaultValue: document.language })}
      </td>
      <td className="num hide-narrow">{size}</td>
      <td>
        <GatedDownload
          decision={decision}
          href={href}
          label={t('documents:download')}
          hint={t('documents:download_hint')}
          testId={`document-download-${document.id}`}
        />
      </td>
    </tr>
  );
}
