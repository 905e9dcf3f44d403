import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { ColumnSettings } from '../../../widgets/column-settings/column-settings';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { PageJump } from '../../../widgets/pager/page-jump';
import { lastPageOf, Pager } from '../../../widgets/pager/pager';
import { useBondList, useScreenTotal } from '../api/get-bonds';
import { BOND_LIST_PAGE_SIZE } from '../bond-list-search';
import type { BondListSearchControls } from '../hooks/use-bond-list-search';
import { shownColumns, useBondColumns, type BondColumnGroup } from './bond-columns';
import { ScreenExport } from './screen-export';
import { ScreenForm } from './screen-form';
import { ScreenScatter } from './screen-scatter';
import { ScreenTable } from './screen-table';
import './bond-list.css';

/** The user's column choice, kept by the page (user settings or a visitor's cookie). */
export interface BondListColumns {
  chosen: readonly string[] | undefined;
  choose(ids: string[]): void;
}

const GROUPS: BondColumnGroup[] = ['bond', 'market'];

/**
 * The home page's bond list as a screener: the filter form, the count of the screen, the
 * chosen columns, server-side order by a header click, the numbered pager with a page-number
 * field. The screen lives in the URL (see useBondListSearch); while the next answer loads the
 * previous rows stay, dimmed, and nothing is blocked.
 */
export function BondList({
  search,
  columns: choice,
}: {
  search: BondListSearchControls;
  columns: BondListColumns;
}) {
  const { t } = useTranslation(['home_list', 'common']);
  const format = useFormatters();
  const { state } = search;
  const list = useBondList(state);
  const screenTotal = useScreenTotal(state, list.data);
  const all = useBondColumns();
  const columns = shownColumns(all, choice.chosen);
  const shownIds = columns.map((c) => c.key);

  const body = () => {
    if (list.isPending) return <Notice>{t('common:loading')}</Notice>;
    if (!list.data) return <Notice tone="error">{t('errors:internal_error')}</Notice>;
    const { items } = list.data;
    const total = screenTotal?.total ?? list.data.total;
    if (total === 0) return <Notice testId="bond-list-empty">{t('home_list:empty')}</Notice>;
    const last = lastPageOf(total, BOND_LIST_PAGE_SIZE);
    return (
      <>
        <ScreenTable
          search={search}
          columns={columns}
          rows={items}
          offset={(Math.min(state.page, last) - 1) * BOND_LIST_PAGE_SIZE}
        />
        <div className="bond-list-toolbar">
          <Pager
            page={Math.min(state.page, last)}
            total={total}
            limit={BOND_LIST_PAGE_SIZE}
            onPage={search.goToPage}
          />
          <PageJump
            last={last}
            onPage={search.goToPage}
            label={t('home_list:page_jump_label')}
            goText={t('home_list:page_jump_go')}
            invalidText={t('home_list:page_jump_invalid', { last })}
          />
        </div>
      </>
    );
  };

  return (
    <div
      className={list.isPlaceholderData ? 'bond-list is-refreshing' : 'bond-list'}
      aria-busy={list.isFetching || undefined}
    >
      <Hint>{t('home_list:hint')}</Hint>
      <ScreenForm
        filter={state}
        onChange={search.changeFilter}
        onReset={() => search.replaceFilter({})}
      />
      <div className="bond-list-head">
        {/* The count of the screen as it stands; the previous one stays while the next loads. */}
        <p
          className="bond-list-count"
          data-testid="bond-list-count"
          data-total={screenTotal?.total ?? ''}
          data-exact={screenTotal?.exact ?? ''}
          aria-live="polite"
        >
          {screenTotal &&
            t(screenTotal.exact ? 'home_list:result_count' : 'home_list:result_count_about', {
              count: format.number(screenTotal.total, 0),
            })}
        </p>
        <ScreenExport search={state} columns={shownIds} total={screenTotal?.total} />
        <ColumnSettings
          testId="bond-list-columns"
          columns={all.map((c) => ({
            id: c.key,
            text: c.text,
            check: shownIds.includes(c.key),
            hidden: c.fixed === true,
            group: c.group,
          }))}
          groups={GROUPS.map((group) => ({
            id: group,
            name: t(`home_list:columns_group_${group}`),
          }))}
          onChange={(id, check) =>
            choice.choose(
              all
                .filter((c) => !c.fixed && (c.key === id ? check : shownIds.includes(c.key)))
                .map((c) => c.key),
            )
          }
        />
      </div>
      <ScreenScatter screen={state} listTotal={screenTotal?.total} />
      {body()}
    </div>
  );
}
