import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import type { ChartRange } from '../../../widgets/chart';
import { Hint } from '../../../widgets/hint/hint';
import { isoDay, rangeForHistory } from '../chart-range';
import {
  logComparison,
  searchTerm,
  useCompareAutocomplete,
  useCompareGrounds,
  COMPARE_SEARCH_PAUSE_MS,
  COMPARE_TERM_MAX_LENGTH,
  type AutocompleteTab,
} from '../api/comparison-search';
import {
  addCompareItem,
  compareItemKey,
  removeCompareItem,
  type CompareItem,
} from '../compare-items';
import {
  ChosenItem,
  ComparedList,
  LifeBadge,
  PanelMessage,
  ResultName,
  SearchStatus,
  type Chosen,
  type KnownLine,
  type Message,
} from './comparison-parts';
import './comparison-panel.css';

interface ComparisonPanelProps {
  /** The page's bond. */
  bondId: number;
  /** The page bond's trading ground on the chart (that pair cannot be added again). */
  currentTgId: number;
  /** The compared items, besides the page's bond: the chart owns the list. */
  items: readonly CompareItem[];
  /** The chart's period: a bond whose data ended before it widens it to draw its history. */
  range?: ChartRange;
  /** The new list, and the period (YYYY-MM-DD) to show when an added line needs another. */
  onChange(items: CompareItem[], period?: { from: string; to: string }): void;
  /** Done: the lines added stay. */
  onClose(): void;
  /** Cancel (and Escape): what the panel added or removed since it opened is undone. */
  onCancel(): void;
}

/**
 * The bond chart's comparison panel (spec, issuer blocks section 2 "Comparison search", bond
 * page sections 4–6): a search for a bond or an index, the chosen bond's trading grounds, an
 * Add button, and the compared items with a remove button each. Full access only: others see
 * the sign-in or the upgrade notice instead of the search.
 */
export function ComparisonPanel(props: ComparisonPanelProps) {
  const { t } = useTranslation(['compare', 'errors', 'shell']);
  const decision = useSession().access('bond.compare');
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') props.onCancel();
  };
  return (
    <section
      className="compare-panel"
      aria-labelledby={titleId}
      data-testid="compare-panel"
      onKeyDown={onKeyDown}
    >
      <header className="compare-panel-header">
        <h3 id={titleId}>{t('compare:title')}</h3>
        <div className="compare-panel-actions">
          {decision === 'allowed' && (
            <button
              type="button"
              className="button primary small"
              data-testid="compare-done"
              onClick={props.onClose}
            >
              {t('compare:done')}
            </button>
          )}
          <button
            type="button"
            className="button small"
            data-testid="compare-close"
            onClick={props.onCancel}
          >
            {t('compare:close')}
          </button>
        </div>
      </header>
      {decision === 'allowed' ? (
        <ComparisonBody {...props} />
      ) : (
        <div
          className="notice notice-warning compare-access"
          role="status"
          data-testid="compare-access"
          data-decision={decision}
        >
          {decision === 'need_auth' ? (
            <>
              <p>{t('errors:need_auth')}</p>
              <a href="/sign-up/" className="button primary small" data-testid="compare-sign-up">
                {t('errors:log_in_to_access')}
              </a>
            </>
          ) : (
            <>
              <p>{t('errors:need_get_access')}</p>
              <a href="/profile/access/" className="button small" data-testid="compare-get-access">
                {t('shell:pa_open')}
              </a>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function ComparisonBody({ bondId, currentTgId, items, range, onChange }: ComparisonPanelProps) {
  const { t } = useTranslation(['compare', 'errors']);
  const [input, setInput] = useState('');
  const [tabName, setTabName] = useState<AutocompleteTab['name'] | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [groundId, setGroundId] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [known, setKnown] = useState<ReadonlyMap<string, KnownLine>>(new Map());
  const autocomplete = useCompareAutocomplete(bondId, currentTgId);
  const grounds = useCompareGrounds(bondId, currentTgId);
  const term = searchTerm(input);
  const { search, reset: resetSearch } = autocomplete;
  const resetGrounds = grounds.reset;
  const searchId = useId();

  // Spec: the search runs after a 500 ms pause in typing, for a term long enough.
  useEffect(() => {
    if (term === null) return;
    const timer = window.setTimeout(() => search(term), COMPARE_SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [term, search]);

  const choose = (next: Chosen | null) => {
    setChosen(next);
    setGroundId(null);
    setMessage(null);
    if (next?.withGrounds) grounds.load(next.id);
    else resetGrounds();
  };

  const onInput = (value: string) => {
    setInput(value);
    const nextTerm = searchTerm(value);
    if (nextTerm === term) return;
    // A new question: the old results, tab and choice no longer apply.
    setTabName(null);
    choose(null);
    if (nextTerm === null) resetSearch();
  };

  const answer =
    autocomplete.state.status === 'done' || autocomplete.state.status === 'loading'
      ? autocomplete.state.data
      : undefined;
  const tabs = answer?.tabs ?? [];
  const activeTab =
    tabs.find((tab) => tab.name === tabName) ??
    tabs.find((tab) => tab.selected) ??
    tabs.find((tab) => tab.items.length > 0) ??
    tabs[0];
  const hasResults = tabs.some((tab) => tab.items.length > 0);

  const groundList =
    grounds.state.status === 'done' && grounds.state.data.result ? grounds.state.data.items : [];
  const groundChoice = groundList.find((g) => g.id === groundId) ?? groundList[0];
  const canAdd = chosen !== null && (!chosen.withGrounds || groundChoice !== undefined);

  const add = () => {
    if (!chosen || !canAdd) return;
    const item: CompareItem = {
      model: chosen.model,
      id: chosen.id,
      tgId: chosen.withGrounds && groundChoice ? groundChoice.id : 0,
    };
    const next = addCompareItem(items, item, { bondId, tgId: currentTgId });
    if (next.alert) {
      setMessage({ kind: 'alert', key: next.alert });
      return;
    }
    if (next.items.length === items.length) {
      setMessage({ kind: 'duplicate' });
      return;
    }
    // A bond whose data ends before the chart's period (matured, redeemed) would draw nothing:
    // the period moves back to draw its history, or, beyond the 10-year limit, it is not added.
    const lastDay = chosen.withGrounds ? groundChoice?.max_date : undefined;
    const history = range && lastDay ? rangeForHistory(range, lastDay) : null;
    if (history === 'too_old') {
      setMessage({ kind: 'too_old', name: chosen.name, date: lastDay! });
      return;
    }
    const line: KnownLine = { name: chosen.name };
    if (chosen.withGrounds && groundChoice) line.ground = groundChoice.name;
    setKnown(new Map(known).set(compareItemKey(item), line));
    const period = history ? { from: isoDay(history.from), to: isoDay(history.to) } : undefined;
    onChange(next.items, period);
    // Spec: the comparison is logged (action 297); the answer is not read.
    void logComparison(bondId);
    setChosen(null);
    setGroundId(null);
    resetGrounds();
    setMessage(
      period
        ? { kind: 'added_history', name: chosen.name, date: lastDay!, from: period.from }
        : { kind: 'added', name: chosen.name },
    );
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Spec: Enter is swallowed; the search runs on the pause only.
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <div className="compare-body">
      <div className="compare-search" role="search">
        <label htmlFor={searchId} className="compare-label">
          {t('compare:search_label')}
        </label>
        <input
          id={searchId}
          type="search"
          className="compare-input"
          value={input}
          maxLength={COMPARE_TERM_MAX_LENGTH}
          placeholder={t('compare:search_placeholder')}
          autoComplete="off"
          spellCheck={false}
          data-testid="compare-search"
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
        <Hint>{t('compare:order_hint')}</Hint>
        <SearchStatus
          input={input}
          term={term}
          status={autocomplete.state.status}
          hasResults={hasResults}
          answered={answer !== undefined}
        />
        {term !== null && hasResults && activeTab && (
          <>
            <div className="tabs compare-tabs" role="tablist" aria-label={t('compare:tabs_label')}>
              {tabs.map((tab) => (
                <button
                  key={tab.name}
                  type="button"
                  role="tab"
                  aria-selected={tab === activeTab}
                  className={tab === activeTab ? 'tab active' : 'tab'}
                  data-testid={`compare-tab-${tab.name}`}
                  data-count={tab.count}
                  onClick={() => setTabName(tab.name)}
                >
                  {t(tab.name === 'bonds' ? 'compare:tab_bonds' : 'compare:tab_indexes')}
                  <span className="compare-count">{tab.count}</span>
                </button>
              ))}
            </div>
            <div role="tabpanel" className="compare-results">
              {activeTab.items.length === 0 ? (
                <p className="muted compare-empty">{t('errors:autocomplete_not_found')}</p>
              ) : (
                <ul className="compare-result-list">
                  {activeTab.items.map((item) => {
                    const selected = chosen?.id === item.id && chosen.model === activeTab.model;
                    return (
                      <li key={item.id}>
                        <button
                          type="button"
                          className={selected ? 'compare-result selected' : 'compare-result'}
                          aria-pressed={selected}
                          data-testid="compare-result"
                          data-id={item.id}
                          onClick={() =>
                            choose({
                              model: activeTab.model,
                              id: item.id,
                              name: item.name,
                              withGrounds: activeTab.withTradingGrounds,
                            })
                          }
                        >
                          <ResultName name={item.name} highlighting={item.highlighting} />
                          <LifeBadge state={item.state} endedOn={item.ended_on ?? null} />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </>
        )}
        {chosen && (
          <ChosenItem
            chosen={chosen}
            grounds={grounds.state.status}
            groundList={groundList}
            groundChoice={groundChoice?.id}
            canAdd={canAdd}
            onGround={setGroundId}
            onAdd={add}
          />
        )}
        {message && <PanelMessage message={message} />}
      </div>
      <ComparedList
        items={items}
        known={known}
        onRemove={(item) => {
          setMessage(null);
          onChange(removeCompareItem(items, item));
        }}
      />
    </div>
  );
}
