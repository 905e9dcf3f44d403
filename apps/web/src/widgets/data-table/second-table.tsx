import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRow } from '@bondsight/contracts';
import { useNarrowScreen } from '../media/use-narrow-screen';
import { RevealLinks } from './reveal-links';
import { SecondTableHead } from './second-table-head';
import { SecondTableRow, type RowControls } from './second-table-row';
import { hasHiddenRows, isGroup, visibleRows, type RowView } from './second-table-rows';
import { ShowMoreToggle } from './show-more-toggle';
import { secondTableSnapshot, type ExportAction } from './export-snapshot';
import { TableScroller } from './table-scroller';
import { useRowViewState } from './use-row-view-state';
import { useStickyHead } from './use-sticky-head';
import './data-table.css';

export interface SecondTableProps {
  testId?: string;
  /** Caption above the table. */
  title?: ReactNode;
  /** The unit under the title, e.g. "RUB thousand". */
  dimension?: string;
  /** Column headers (scroll_head). */
  head: string[];
  /** The fixed first column's texts (scroll_clmn), one per row. */
  firstColumn: string[];
  /** scroll_body, in the order of firstColumn. */
  rows: TableRow[];
  /** Rows hung under a parent row's code, opened with ▸ / ▾. */
  subRows?: Record<string, TableRow[]>;
  /** A sub row's name (its code when absent): sub rows have no first-column text. */
  subRowName?: (row: TableRow, parent: string) => ReactNode;
  /** Rows shown collapsed (the preview); undefined shows all. */
  limit?: number;
  /** Called on "show more"; false refuses (the caller shows `gateMessage`). */
  onExpand?: () => boolean | void;
  /** Shown under the table (e.g. the need_auth / need_get_access prompt). */
  gateMessage?: ReactNode;
  /** A masked cell ('*' with its tooltip or link). */
  renderMasked?: (row: TableRow, column: number) => ReactNode;
  /** Number formatting (the caller passes the shared formatter). */
  formatValue?: (value: number) => string;
  rowNumbers?: boolean;
  checkboxes?: boolean;
  checked?: Set<string>;
  onCheck?: (code: string, checked: boolean) => void;
  onRemove?: (code: string) => void;
  /** An Excel export of the rows shown (see export-snapshot.ts); nothing when absent. */
  exportAction?: ExportAction;
}

/**
 * Spec "second table" (statements): fixed first column, header kept in view on page scroll,
 * sideways scroll with arrows, groups, sub rows, hidden rows, a preview with show more / hide,
 * and column-by-column paging at 680 px and below.
 */
export function SecondTable(props: SecondTableProps) {
  const { t } = useTranslation('common');
  const { rows, head, firstColumn, subRows } = props;
  const narrow = useNarrowScreen();
  // On a narrow screen one value column shows at a time: start at the last, the newest period
  // (statements run oldest to newest).
  const [column, setColumn] = useState(() => Math.max(0, head.length - 1));
  const state = useRowViewState();
  const box = useRef<HTMLDivElement>(null);
  const { tableRef, headRef } = useStickyHead();

  const { shown, more } = visibleRows(rows, subRows, { ...state, limit: props.limit });
  const columns = narrow ? [Math.min(column, Math.max(0, head.length - 1))] : head.map((_, i) => i);
  const controls: RowControls = { ...props, columns, narrow };

  const nameOf = (view: RowView): ReactNode =>
    view.parent === undefined
      ? firstColumn[view.index]
      : (props.subRowName?.(view.row, view.parent) ?? view.row.code);

  const renderRow = (view: RowView) => {
    const { row } = view;
    const key = view.parent === undefined ? row.code : `${view.parent}/${row.code}`;
    const top = view.parent === undefined;
    const group = top && isGroup(row);
    const withSubs = top && (subRows?.[row.code]?.length ?? 0) > 0;
    const open = group
      ? !state.collapsedGroups.has(row.code)
      : withSubs
        ? state.openSubRows.has(row.code)
        : undefined;
    const onToggle = () =>
      group
        ? state.toggleGroup([row.code], open === true)
        : state.toggleSubRows([row.code], open !== true);
    const reveal =
      top && !state.showHidden ? (
        <RevealLinks
          rows={rows}
          index={view.index}
          isShown={(i) => state.revealed.has(i)}
          onReveal={state.toggleRevealed}
        />
      ) : null;
    return (
      <SecondTableRow
        key={key}
        view={view}
        name={nameOf(view)}
        controls={controls}
        open={open}
        onToggle={onToggle}
        reveal={reveal}
      />
    );
  };

  return (
    <div className="second-table" ref={box} data-testid={props.testId ?? 'second-table'}>
      {(props.title || props.dimension) && (
        <div className="table-title">
          {props.title}
          {props.dimension && <div className="table-dimension">{props.dimension}</div>}
        </div>
      )}
      <TableScroller>
        <table ref={tableRef} className="data-table second-data-table">
          <SecondTableHead
            head={head}
            columns={columns}
            narrow={narrow}
            onColumn={setColumn}
            removable={props.onRemove !== undefined}
            headRef={headRef}
          />
          <tbody>{shown.map(renderRow)}</tbody>
        </table>
      </TableScroller>
      <div className="table-actions">
        {props.exportAction?.(() =>
          secondTableSnapshot(head, shown, (view) =>
            view.parent === undefined ? (firstColumn[view.index] ?? '') : view.row.code,
          ),
        )}
        {more && (
          <ShowMoreToggle
            expanded={state.expanded}
            onExpand={props.onExpand}
            onChange={state.setExpanded}
            anchor={box}
          />
        )}
        {hasHiddenRows(rows) && (
          <button
            type="button"
            className="table-more"
            aria-pressed={state.showHidden}
            data-testid="second-table-hidden-rows"
            onClick={() => state.setShowHidden(!state.showHidden)}
          >
            {t(state.showHidden ? 'common:hide_rows' : 'common:show_hidden_rows')}
          </button>
        )}
      </div>
      {props.gateMessage && <div className="table-gate">{props.gateMessage}</div>}
    </div>
  );
}
