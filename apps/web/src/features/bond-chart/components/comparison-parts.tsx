/** The comparison panel's parts: search status, result names, the chosen item, messages, list. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { useLineNames } from '../api/get-line-names';
import type { AutocompleteTab } from '../api/comparison-search';
import { compareItemKey, type CompareAlert, type CompareItem } from '../compare-items';

/** What the panel knows of an item it has added: names for the list before the chart's. */
export interface KnownLine {
  name: string;
  ground?: string;
}

export interface Chosen {
  model: CompareItem['model'];
  id: number;
  name: string;
  withGrounds: boolean;
}

export type Message =
  | { kind: 'alert'; key: CompareAlert }
  | { kind: 'duplicate' }
  | { kind: 'added'; name: string }
  /** Added, and the period moved back to `from` to draw its data, which ends on `date`. */
  | { kind: 'added_history'; name: string; date: string; from: string }
  /** Not added: its data ends on `date`, beyond the chart's 10-year limit. */
  | { kind: 'too_old'; name: string; date: string };

/** The life states in which a bond draws no live line: the list says so beside its name. */
const ENDED_STATES = ['matured', 'redeemed_early', 'default', 'cancelled', 'announced'];

/** "matured 14 Feb 2024", "in default"...: a listed bond that is no longer alive. */
export function LifeBadge({
  state,
  endedOn,
}: {
  state?: string | undefined;
  endedOn: string | null;
}) {
  const { t } = useTranslation('compare');
  const format = useFormatters();
  if (!state || !ENDED_STATES.includes(state)) return null;
  return (
    <span className="compare-life" data-testid="compare-life" data-state={state}>
      {t(`compare:life_${state}`, { date: endedOn ? format.date(endedOn) : '' })}
    </span>
  );
}

/** The line under the field: a hint, the loader, a failure, or "nothing found". */
export function SearchStatus(props: {
  input: string;
  term: string | null;
  status: 'idle' | 'loading' | 'done' | 'failed';
  hasResults: boolean;
  answered: boolean;
}) {
  const { t } = useTranslation(['compare', 'errors']);
  let text: string | null = null;
  if (props.term === null) text = props.input.trim() ? t('compare:search_hint') : null;
  else if (props.status === 'loading') text = t('compare:searching');
  else if (props.status === 'failed') text = t('compare:search_failed');
  else if (props.answered && !props.hasResults) text = t('errors:autocomplete_not_found');
  return (
    <p className="compare-status muted" role="status" aria-live="polite">
      {text}
    </p>
  );
}

/** An item's name, and what matched when that is not the name (an ISIN, a ticker). */
export function ResultName({
  name,
  highlighting,
}: {
  name: string;
  highlighting: AutocompleteTab['items'][number]['highlighting'];
}) {
  if (highlighting.text === name)
    return (
      <span className="compare-result-name">
        <Highlighted {...highlighting} />
      </span>
    );
  return (
    <>
      <span className="compare-result-name">{name}</span>
      <span className="compare-match">
        <Highlighted {...highlighting} />
      </span>
    </>
  );
}

/** The matched part marked: React elements only, the answer's text is never read as HTML. */
export function Highlighted({
  text,
  start,
  length,
}: {
  text: string;
  start: number;
  length: number;
}) {
  const from = Math.min(Math.max(start, 0), text.length);
  const to = Math.min(Math.max(from + length, from), text.length);
  if (to === from) return <>{text}</>;
  return (
    <>
      {text.slice(0, from)}
      <mark>{text.slice(from, to)}</mark>
      {text.slice(to)}
    </>
  );
}

/** The chosen bond's grounds (or an index), and the Add button. */
export function ChosenItem(props: {
  chosen: Chosen;
  grounds: 'idle' | 'loading' | 'done' | 'failed';
  groundList: readonly { id: number; name: string; max_date: string }[];
  groundChoice: number | undefined;
  canAdd: boolean;
  onGround(id: number): void;
  onAdd(): void;
}) {
  const { t } = useTranslation('compare');
  const format = useFormatters();
  const { chosen, grounds, groundList } = props;
  const groupName = useId();
  return (
    <div className="compare-chosen" data-testid="compare-chosen">
      <p className="compare-chosen-name">{chosen.name}</p>
      {chosen.withGrounds && grounds === 'loading' && (
        <p className="muted">{t('compare:grounds_loading')}</p>
      )}
      {chosen.withGrounds && grounds === 'failed' && (
        <p className="muted">{t('compare:grounds_failed')}</p>
      )}
      {chosen.withGrounds && grounds === 'done' && groundList.length === 0 && (
        <p className="muted" data-testid="compare-no-grounds">
          {t('compare:no_grounds')}
        </p>
      )}
      {chosen.withGrounds && groundList.length > 0 && (
        <fieldset className="compare-grounds">
          <legend>{t('compare:grounds_title')}</legend>
          {groundList.map((ground) => (
            <label key={ground.id} className="compare-ground">
              <input
                type="radio"
                name={groupName}
                value={ground.id}
                checked={props.groundChoice === ground.id}
                data-testid="compare-ground"
                data-id={ground.id}
                onChange={() => props.onGround(ground.id)}
              />
              <span className="compare-ground-name">{ground.name}</span>
              <span className="compare-ground-date muted">
                {t('compare:ground_latest', { date: format.date(ground.max_date) })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {(!chosen.withGrounds || groundList.length > 0) && (
        <button
          type="button"
          className="button primary"
          data-testid="compare-add"
          disabled={!props.canAdd}
          onClick={props.onAdd}
        >
          {t('compare:add')}
        </button>
      )}
    </div>
  );
}

export function PanelMessage({ message }: { message: Message }) {
  const { t } = useTranslation(['compare', 'errors']);
  const format = useFormatters();
  if (message.kind === 'too_old')
    return (
      <div
        className="notice notice-warning compare-message"
        role="alert"
        data-testid="compare-alert"
      >
        {t('compare:history_too_old', { name: message.name, date: format.date(message.date) })}
      </div>
    );
  if (message.kind === 'added_history')
    return (
      <p className="compare-message muted" role="status" data-testid="compare-message">
        {t('compare:added_history', {
          name: message.name,
          date: format.date(message.date),
          from: format.date(message.from),
        })}
      </p>
    );
  if (message.kind === 'alert')
    return (
      <div
        className="notice notice-warning compare-message"
        role="alert"
        data-testid="compare-alert"
      >
        {t(`errors:${message.key}`)}
      </div>
    );
  return (
    <p className="compare-message muted" role="status" data-testid="compare-message">
      {message.kind === 'duplicate'
        ? t('compare:already_added')
        : t('compare:added', { name: message.name })}
    </p>
  );
}

/** The items on the chart besides the page's bond, each with a remove button. */
export function ComparedList({
  items,
  known,
  onRemove,
}: {
  items: readonly CompareItem[];
  known: ReadonlyMap<string, KnownLine>;
  onRemove(item: CompareItem): void;
}) {
  const { t } = useTranslation('compare');
  const names = useLineNames(items);
  return (
    <div className="compare-list">
      <h4>{t('compare:compared_title')}</h4>
      {items.length === 0 ? (
        <p className="muted">{t('compare:compared_empty')}</p>
      ) : (
        <ul>
          {items.map((item) => {
            const key = compareItemKey(item);
            const line = known.get(key);
            const name =
              names.get(key) ??
              line?.name ??
              t(item.model === 'bonds' ? 'compare:bond_fallback' : 'compare:index_fallback', {
                id: item.id,
              });
            return (
              <li key={key} className="compare-item" data-testid="compare-item" data-key={key}>
                <span className="compare-item-kind">
                  {t(item.model === 'bonds' ? 'compare:kind_bond' : 'compare:kind_index')}
                </span>
                <span className="compare-item-name">
                  {name}
                  {line?.ground && <span className="muted"> · {line.ground}</span>}
                </span>
                <button
                  type="button"
                  className="button small"
                  aria-label={t('compare:remove_item', { name })}
                  data-testid="compare-remove"
                  onClick={() => onRemove(item)}
                >
                  {t('compare:remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
