import { useTranslation } from 'react-i18next';
import type { MultiplierGroup, MultiplierRow, TableCell } from '@bondsight/contracts';
import { ScrollTable, type ScrollColumn } from '../../../widgets/data-table/scroll-table';
import { useFormatters } from '../../../lib/use-formatters';

/** The number a cell holds, or null (no value for the period, or masked). */
const numberOf = (cell: TableCell | undefined): number | null =>
  typeof cell === 'number' ? cell : null;

const isMaskedCell = (cell: TableCell | undefined) =>
  typeof cell === 'object' && cell !== null && cell.masked === true;

/**
 * One group's multipliers: a row per multiplier, its name carrying the formula (its title:
 * shown on hover), a column per period in the answer's order (oldest first). Ratios with 2 decimals,
 * percentages with the language's percent sign. Every row shows: the spec's 1000 preview
 * rows are the group's limit, more than any group has.
 */
export function MultiplierTable({ group }: { group: MultiplierGroup }) {
  const { t } = useTranslation(['issuer_multipliers', 'errors']);
  const format = useFormatters();
  const value = (row: MultiplierRow, cell: TableCell | undefined) =>
    row.unit === 'percent' ? format.percent(numberOf(cell), 2) : format.number(numberOf(cell), 2);
  const columns: ScrollColumn<MultiplierRow>[] = [
    {
      key: 'name',
      title: t('issuer_multipliers:column_name'),
      render: (row) => (
        <span
          className="multiplier-name"
          title={t('issuer_multipliers:formula', { formula: row.formula })}
          data-testid="multiplier-name"
          data-code={row.code}
          data-formula={row.formula}
        >
          {row.name}
        </span>
      ),
    },
    ...group.headers.map((header, index): ScrollColumn<MultiplierRow> => ({
      key: group.columns[index] ?? String(index),
      title: header,
      align: 'end',
      render: (row) => <span data-testid="multiplier-value">{value(row, row.data[index])}</span>,
    })),
  ];
  return (
    <ScrollTable
      testId={`multiplier-group-${group.group_id}`}
      title={<h3 className="multiplier-group-title">{group.group_name}</h3>}
      columns={columns}
      rows={group.body}
      rowKey={(row) => row.code}
      limit={group.preview_rows}
      isMasked={(row, key) => isMaskedCell(row.data[group.columns.indexOf(key)])}
      maskedTitle={t('errors:log_in_to_access')}
    />
  );
}
