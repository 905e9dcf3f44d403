import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface SecondTableHeadProps {
  head: string[];
  /** Columns shown: all, or the one of the narrow screen's column paging. */
  columns: number[];
  narrow: boolean;
  onColumn: (column: number) => void;
  removable: boolean;
  headRef: RefObject<HTMLTableSectionElement | null>;
}

/** The period headers; on a narrow screen one header with previous / next column arrows. */
export function SecondTableHead({
  head,
  columns,
  narrow,
  onColumn,
  removable,
  headRef,
}: SecondTableHeadProps) {
  const { t } = useTranslation('common');
  const current = columns[0] ?? 0;
  return (
    <thead ref={headRef}>
      <tr>
        <th scope="col" className="sticky-col" />
        {narrow ? (
          <th scope="col" className="num second-column-pager">
            <button
              type="button"
              className="second-column-step"
              aria-label={t('common:column_prev')}
              data-testid="second-table-column-prev"
              disabled={current <= 0}
              onClick={() => onColumn(current - 1)}
            >
              ‹
            </button>
            <span data-testid="second-table-column">{head[current]}</span>
            <button
              type="button"
              className="second-column-step"
              aria-label={t('common:column_next')}
              data-testid="second-table-column-next"
              disabled={current >= head.length - 1}
              onClick={() => onColumn(current + 1)}
            >
              ›
            </button>
          </th>
        ) : (
          columns.map((column) => (
            <th key={column} scope="col" className="num">
              {head[column]}
            </th>
          ))
        )}
        {removable && <th scope="col" className="second-remove" />}
      </tr>
    </thead>
  );
}
