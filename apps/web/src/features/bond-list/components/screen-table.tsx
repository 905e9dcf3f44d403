import { useTranslation } from 'react-i18next';
import type { BondListGroup } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { TypedSecondTable } from '../../../widgets/data-table/typed-second-table';
import type { RowGroup } from '../../../widgets/data-table/typed-table-rows';
import { LIST_GROUPS, SORTABLE_COLUMNS, type BondListSearch } from '../bond-list-search';
import type { BondListSearchControls } from '../hooks/use-bond-list-search';
import { useScreenMarks } from '../hooks/use-screen-marks';
import type { BondColumn, BondRow } from './bond-columns';
import { CheckedActions } from './checked-actions';
import './screen-table.css';

/** On a narrow screen a bond's name keeps this many characters (the popup shows it whole). */
const NARROW_NAME_CUT = 28;

/** The screen a row's marks belong to: its filter, without page, order, grouping or columns. */
function screenOf(state: BondListSearch): string {
  const { page: _page, sort: _sort, order: _order, group: _group, cols: _cols, ...filter } = state;
  return JSON.stringify(filter);
}

/** The group heading of a row: the issuer, the rating grade, the maturity year. */
function useGroupOf(group: BondListGroup | undefined): ((bond: BondRow) => RowGroup) | undefined {
  const { t } = useTranslation('screen_table');
  switch (group) {
    case 'issuer':
      return (bond) => ({ key: `issuer:${bond.emitentId}`, title: bond.emitentName });
    case 'rating':
      return (bond) => ({
        key: `rating:${bond.rating ?? ''}`,
        title: bond.rating ?? t('screen_table:group_unrated'),
      });
    case 'maturityYear':
      return (bond) => {
        const year = bond.maturityDate?.slice(0, 4);
        return { key: `year:${year ?? ''}`, title: year ?? t('screen_table:group_no_maturity') };
      };
    default:
      return undefined;
  }
}

interface ScreenTableProps {
  search: BondListSearchControls;
  columns: BondColumn[];
  rows: BondRow[];
  /** The page's first row's place in the result. */
  offset: number;
}

/**
 * The screener's rows in the spec's second table: numbered across pages, checked for a
 * comparison or a watchlist, removed from view, grouped by issuer, rating or maturity year
 * (the server orders by the group, so groups hold across pages), sorted by a header click.
 */
export function ScreenTable({ search, columns, rows, offset }: ScreenTableProps) {
  const { t } = useTranslation(['screen_table', 'common']);
  const format = useFormatters();
  const { state } = search;
  const marks = useScreenMarks(screenOf(state));
  const groupOf = useGroupOf(state.group);
  const sortable = (field: string) => SORTABLE_COLUMNS.find((c) => c === field);
  const checkedIds = [...marks.checked.keys].map(Number);

  return (
    <div className="screen-table" data-testid="screen-table">
      <div className="screen-table-bar">
        <label className="screen-table-group">
          {t('screen_table:group_label')}{' '}
          <select
            value={state.group ?? ''}
            data-testid="screen-table-group"
            onChange={(event) =>
              search.changeFilter({
                group: LIST_GROUPS.find((g) => g === event.target.value),
              })
            }
          >
            <option value="">{t('screen_table:group_none')}</option>
            {LIST_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`screen_table:group_${group}`)}
              </option>
            ))}
          </select>
        </label>
        <CheckedActions ids={checkedIds} onClear={marks.checked.clear} />
      </div>
      <TypedSecondTable
        testId="bond-list"
        columns={columns}
        rows={rows}
        rowKey={(bond) => String(bond.id)}
        offset={offset}
        rowNumbers
        checked={marks.checked.keys}
        onCheck={marks.checked.change}
        hidden={marks.hidden.keys}
        onHide={(key, on) => marks.hidden.change([key], on)}
        groupOf={groupOf}
        fullText={(bond) => bond.name}
        narrowCut={NARROW_NAME_CUT}
        sort={state.sort ? { field: state.sort, order: state.order ?? 'asc' } : null}
        onSort={(field, order) =>
          search.changeFilter(
            order ? { sort: sortable(field), order } : { sort: undefined, order: undefined },
          )
        }
        texts={{ checkAll: t('screen_table:check_all'), restore: t('screen_table:restore') }}
      />
      {marks.hidden.keys.size > 0 && (
        <p className="screen-table-note" data-testid="screen-table-hidden-note">
          {t('screen_table:hidden_note')} ({format.number(marks.hidden.keys.size, 0)})
        </p>
      )}
    </div>
  );
}
