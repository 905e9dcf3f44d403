import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../media/use-narrow-screen';
import { CutText } from './cut-text';
import { orderOf, toSorting, type SortState } from './scroll-table-model';
import type { ScrollColumn } from './scroll-table';
import { SortHeader } from './sort-header';
import { TableScroller } from './table-scroller';
import { CheckAll, TypedTableRowControls } from './typed-table-controls';
import {
  hiddenCount,
  typedRowViews,
  type RowGroup,
  type RowView,
  type TypedView,
} from './typed-table-rows';
import { useStickyHead } from './use-sticky-head';
import './data-table.css';

/** The texts the widget cannot take from the common labels. */
export interface TypedTableTexts {
  /** The header checkbox's name: check every row on this page. */
  checkAll: string;
  /** A removed row's button that puts it back. */
  restore: string;
}

export interface TypedSecondTableProps<Row> {
  testId?: string;
  /** The first column stays fixed on sideways scroll and on a narrow screen. */
  columns: ScrollColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The server's order; a header click asks for another. */
  sort?: SortState | null | undefined;
  onSort?: (field: string, order: 'asc' | 'desc' | null) => void;
  /** Row numbers continue across pages from this place (0 on page 1). */
  offset?: number | undefined;
  rowNumbers?: boolean;
  /** Checkboxes when given: a box per row and one for the page. */
  checked?: ReadonlySet<string> | undefined;
  onCheck?: ((keys: string[], checked: boolean) => void) | undefined;
  /** Remove buttons when given: removed rows leave the view (see typed-table-rows.ts). */
  hidden?: ReadonlySet<string> | undefined;
  onHide?: ((key: string, hidden: boolean) => void) | undefined;
  /** Group rows from consecutive rows of one key (the caller orders by it). */
  groupOf?: ((row: Row) => RowGroup) | undefined;
  /** The first column's whole text: cut on a narrow screen, with the full-text popup. */
  fullText?: ((row: Row) => string) | undefined;
  /** Characters of the first column kept on a narrow screen. */
  narrowCut?: number;
  texts: TypedTableTexts;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/** Adds or removes keys of a set held in state (a new set each time, so React re-renders). */
function useKeySet() {
  const [set, setSet] = useState<ReadonlySet<string>>(NO_KEYS);
  const toggle = (keys: string[], on: boolean) =>
    setSet((old) => {
      const next = new Set(old);
      keys.forEach((key) => (on ? next.add(key) : next.delete(key)));
      return next;
    });
  return [set, toggle] as const;
}

/**
 * Spec "second table" for typed rows (the screener's list): fixed first column and header,
 * row numbers across pages, checkboxes with a check-all box for the page, remove buttons with
 * previous / next reveal links and a show-hidden toggle, collapsible group rows, sort on the
 * headers, and on a 680 px screen one column at a time beside the first, with long first-column
 * texts cut and shown whole in a popup.
 */
export function TypedSecondTable<Row>(props: TypedSecondTableProps<Row>) {
  const { t } = useTranslation('common');
  const { columns, rows, rowKey, onHide, onCheck } = props;
  const narrow = useNarrowScreen();
  const [page, setPage] = useState(1);
  const [collapsed, toggleGroup] = useKeySet();
  const [revealed, toggleRevealed] = useKeySet();
  const [showHidden, setShowHidden] = useState(false);
  const { tableRef, headRef } = useStickyHead();
  const hidden = props.hidden ?? NO_KEYS;
  const sorting = toSorting(props.sort);

  const [first, ...rest] = columns;
  if (!first) return null;
  const current = Math.min(page, rest.length);
  const others = narrow ? rest.slice(current - 1, current) : rest;
  const span = 1 + others.length + (onHide ? 1 : 0);

  const views = typedRowViews({
    rows,
    rowKey,
    groupOf: props.groupOf,
    offset: props.offset,
    state: { hidden, showHidden, revealed, collapsed },
  });
  const removed = hiddenCount(rows, rowKey, hidden);
  const pageKeys = views.flatMap((v) => (v.kind === 'row' && !v.hidden ? [v.key] : []));

  const sortBy = (field: string, order: 'asc' | 'desc' | null) => props.onSort?.(field, order);
  const header = (
    column: ScrollColumn<Row>,
    extra?: { before?: ReactNode; after?: ReactNode; className?: string },
  ) => (
    <SortHeader
      key={column.key}
      field={column.key}
      title={column.title}
      sortable={column.sortable === true && props.onSort !== undefined}
      order={orderOf(sorting, column.key)}
      className={
        [column.align === 'end' && 'num', extra?.className].filter(Boolean).join(' ') || undefined
      }
      onSort={sortBy}
      before={extra?.before}
      after={extra?.after}
    />
  );
  const step = (to: number, label: string, mark: string, testId: string) => (
    <button
      type="button"
      className="second-column-step"
      aria-label={label}
      data-testid={testId}
      disabled={to < 1 || to > rest.length}
      onClick={() => setPage(to)}
    >
      {mark}
    </button>
  );

  const firstCell = (view: RowView<Row>) => {
    const text = narrow ? props.fullText?.(view.row) : undefined;
    const content = first.render ? first.render(view.row) : text;
    if (text === undefined) return content;
    // The cut keeps the column's own markup (a link) around the shortened text.
    return (
      <CutText
        text={text}
        max={props.narrowCut}
        render={(shown) => (shown === text ? content : shown)}
      />
    );
  };

  const renderView = (view: TypedView<Row>) =>
    view.kind === 'group' ? (
      <tr
        key={`group:${view.key}`}
        className="second-row is-group"
        data-testid="typed-table-group"
        data-group={view.key}
      >
        <th scope="rowgroup" className="sticky-col" colSpan={1}>
          <button
            type="button"
            className="second-toggle"
            aria-expanded={view.open}
            aria-label={t(view.open ? 'common:collapse' : 'common:expand')}
            data-testid="typed-table-group-toggle"
            onClick={() => toggleGroup([view.key], view.open)}
          >
            {view.open ? '▾' : '▸'}
          </button>
          <span className="second-name">{view.title}</span>{' '}
          <span className="typed-group-count" data-testid="typed-table-group-count">
            ({view.count})
          </span>
        </th>
        {span > 1 && <td colSpan={span - 1} />}
      </tr>
    ) : (
      <tr
        key={view.key}
        className={view.hidden ? 'second-row is-hidden-row' : 'second-row'}
        data-testid="typed-table-row"
        data-key={view.key}
        data-hidden={view.hidden || undefined}
      >
        <th scope="row" className="sticky-col">
          <TypedTableRowControls
            view={view}
            rowNumbers={props.rowNumbers === true}
            checked={props.checked}
            onCheck={onCheck}
            label={props.fullText?.(view.row) ?? view.key}
            reveal={{ showHidden, revealed, onReveal: toggleRevealed }}
          >
            {firstCell(view)}
          </TypedTableRowControls>
        </th>
        {others.map((column) => (
          <td key={column.key} className={column.align === 'end' ? 'num' : undefined}>
            {column.render ? column.render(view.row) : valueOf(view.row, column.key)}
          </td>
        ))}
        {onHide && (
          <td className="second-remove">
            <button
              type="button"
              className="second-remove-button"
              aria-label={view.hidden ? props.texts.restore : t('common:remove')}
              title={view.hidden ? props.texts.restore : t('common:remove')}
              data-testid={view.hidden ? 'typed-table-restore' : 'typed-table-remove'}
              onClick={() => {
                onHide(view.key, !view.hidden);
                if (view.hidden) toggleRevealed([view.key], false);
              }}
            >
              {view.hidden ? '↺' : '×'}
            </button>
          </td>
        )}
      </tr>
    );

  return (
    <div className="second-table typed-second-table" data-testid={props.testId ?? 'typed-table'}>
      <TableScroller>
        <table ref={tableRef} className="data-table second-data-table">
          <thead ref={headRef}>
            <tr>
              {header(first, {
                className: 'sticky-col',
                before: onCheck && (
                  <CheckAll
                    keys={pageKeys}
                    checked={props.checked ?? NO_KEYS}
                    onCheck={onCheck}
                    label={props.texts.checkAll}
                  />
                ),
              })}
              {narrow && others[0]
                ? header(others[0], {
                    className: 'second-column-pager',
                    before: step(
                      current - 1,
                      t('common:column_prev'),
                      '‹',
                      'typed-table-column-prev',
                    ),
                    after: step(
                      current + 1,
                      t('common:column_next'),
                      '›',
                      'typed-table-column-next',
                    ),
                  })
                : others.map((column) => header(column))}
              {onHide && <th scope="col" className="second-remove" />}
            </tr>
          </thead>
          <tbody>{views.map(renderView)}</tbody>
        </table>
      </TableScroller>
      {removed > 0 && (
        <div className="table-actions">
          <button
            type="button"
            className="table-more"
            aria-pressed={showHidden}
            data-testid="typed-table-hidden-rows"
            onClick={() => setShowHidden(!showHidden)}
          >
            {showHidden ? t('common:hide_rows') : `${t('common:show_hidden_rows')} (${removed})`}
          </button>
        </div>
      )}
    </div>
  );
}

function valueOf<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value as string | number);
}
