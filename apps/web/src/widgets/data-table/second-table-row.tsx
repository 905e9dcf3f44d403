import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRow } from '@bondsight/contracts';
import { CellContent, cellObject, isMaskedCell, type CellOptions } from './second-table-cell';
import { isGroup, isTotal, type RowView } from './second-table-rows';

export interface RowControls {
  rowNumbers?: boolean;
  checkboxes?: boolean;
  checked?: Set<string>;
  onCheck?: (code: string, checked: boolean) => void;
  onRemove?: (code: string) => void;
  /** Value columns shown (all, or one on a narrow screen). */
  columns: number[];
  narrow: boolean;
  renderMasked?: CellOptions['renderMasked'];
  formatValue?: CellOptions['formatValue'];
}

interface SecondTableRowProps {
  view: RowView;
  name: ReactNode;
  controls: RowControls;
  /** The group heading's or sub-row parent's open state; undefined: nothing to open. */
  open?: boolean;
  onToggle?: () => void;
  /** Reveal links of this row (spec: previous / next row links). */
  reveal?: ReactNode;
}

/** One row of the second table: the sticky name cell with its controls, then the values. */
export function SecondTableRow({
  view,
  name,
  controls,
  open,
  onToggle,
  reveal,
}: SecondTableRowProps) {
  const { t } = useTranslation('common');
  const { row } = view;
  const code = row.code;
  const classes = [
    'second-row',
    isGroup(row) && 'is-group',
    isTotal(row) && 'is-total',
    view.parent !== undefined && 'is-sub',
    row.hidden && 'is-hidden-row',
  ].filter(Boolean);
  return (
    <tr className={classes.join(' ')} data-testid="second-table-row" data-code={code}>
      <th
        scope="row"
        className="sticky-col"
        style={{ paddingInlineStart: `${0.5 + row.level}rem` }}
      >
        {controls.checkboxes && view.parent === undefined && !isGroup(row) && (
          <input
            type="checkbox"
            className="second-check"
            aria-label={typeof name === 'string' ? name : code}
            checked={controls.checked?.has(code) ?? row.checked ?? false}
            onChange={(event) => controls.onCheck?.(code, event.target.checked)}
          />
        )}
        {controls.rowNumbers && view.number !== undefined && (
          <span className="second-number">{view.number}.</span>
        )}
        {open !== undefined && (
          <button
            type="button"
            className="second-toggle"
            aria-expanded={open}
            aria-label={t(open ? 'common:collapse' : 'common:expand')}
            data-testid="second-table-toggle"
            onClick={onToggle}
          >
            {open ? '▾' : '▸'}
          </button>
        )}
        <span className="second-name">{name}</span>
        {reveal}
      </th>
      {spannedColumns(row, controls.columns).map((column) => (
        <SecondTableCell key={column} row={row} column={column} controls={controls} />
      ))}
      {controls.onRemove && (
        <td className="second-remove">
          {view.parent === undefined && !isGroup(row) && (
            <button
              type="button"
              className="second-remove-button"
              aria-label={t('common:remove')}
              data-testid="second-table-remove"
              onClick={() => controls.onRemove?.(code)}
            >
              ×
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

function SecondTableCell({
  row,
  column,
  controls,
}: {
  row: TableRow;
  column: number;
  controls: RowControls;
}) {
  const cell = cellObject(row.data[column]);
  // A withheld number keeps a number's place: its asterisk aligns with the values around it.
  const numeric = typeof cell.val === 'number' || isMaskedCell(row, cell);
  const classes = [numeric && 'num', cell.class].filter(Boolean).join(' ') || undefined;
  return (
    <td className={classes} colSpan={spans(row) && !controls.narrow ? row.colspan : undefined}>
      <CellContent
        cell={cell}
        options={{
          row,
          column,
          narrow: controls.narrow,
          renderMasked: controls.renderMasked,
          formatValue: controls.formatValue,
        }}
      />
    </td>
  );
}

/** A row with colspan (a note across the periods) carries one cell spanning the columns. */
const spans = (row: TableRow) => (row.colspan ?? 1) > 1;

function spannedColumns(row: TableRow, columns: number[]): number[] {
  return spans(row) ? columns.slice(0, 1) : columns;
}
