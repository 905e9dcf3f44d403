import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SearchResults } from './search-results';
import type { SearchBoxResults, SearchBoxTexts } from './search-types';
import { useOutsideClose } from './use-outside-close';
import './search-box.css';

export type { SearchBoxItem, SearchBoxResults, SearchBoxTab, SearchBoxTexts } from './search-types';

interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The loader beside the field (the caller knows when a search is pending). */
  loading: boolean;
  /** The tabs and lists under the field; null hides them. */
  results: SearchBoxResults | null;
  onTabSelect: (tabId: string) => void;
  /** An item was clicked or picked with Enter. */
  onChoose: (tabId: string, index: number) => void;
  /** Enter with no item highlighted (e.g. open the full results). */
  onSubmit?: () => void;
  /** Shown under the list while there are results (the 'see all results' link). */
  footer?: ReactNode;
  texts: SearchBoxTexts;
  /** At 680 px and below the field folds into a button that opens it. */
  collapsible?: boolean;
  testId?: string;
}

/**
 * The main search box (spec section 2 "Main search box", section 4 "Site search"): a field,
 * a loader, and under it result tabs with counts and the active tab's list. Data-free: the
 * caller runs the searches and picks the active tab; the box owns only what the user does
 * with it: open and close, the highlighted item, arrows / Enter / Escape.
 */
export function SearchBox({
  value,
  onValueChange,
  loading,
  results,
  onTabSelect,
  onChoose,
  onSubmit,
  footer,
  texts,
  collapsible = false,
  testId = 'search-box',
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);

  const activeTab = results?.tabs.find((tab) => tab.id === results.activeTab) ?? null;
  const items = activeTab?.items ?? [];
  const shown = open && results !== null;

  // The highlight belongs to one list: a new answer or another tab starts with nothing
  // highlighted.
  const listKey = `${activeTab?.id ?? ''}:${items.map((item) => item.key).join(',')}`;
  const [picked, setPicked] = useState({ list: '', index: -1 });
  const highlight = picked.list === listKey ? picked.index : -1;
  const setHighlight = (index: number) => setPicked({ list: listKey, index });

  const close = () => {
    setOpen(false);
    setExpanded(false);
  };
  const hover = useOutsideClose(root, open || expanded, shown, close);

  const choose = (index: number) => {
    if (!activeTab || !items[index]) return;
    setOpen(false);
    setExpanded(false);
    onChoose(activeTab.id, index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (shown) setOpen(false);
      else close();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From nothing highlighted, down goes to the first item and up to the last.
      setHighlight(
        highlight < 0
          ? step > 0
            ? 0
            : items.length - 1
          : (highlight + step + items.length) % items.length,
      );
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (shown && highlight >= 0) choose(highlight);
      else if (onSubmit) {
        setOpen(false);
        onSubmit();
      }
    }
  };

  const className = [
    'search-box',
    collapsible ? 'is-collapsible' : '',
    expanded ? 'is-expanded' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={root} className={className} data-testid={testId}>
      {collapsible && (
        <button
          type="button"
          className="search-box-toggle"
          aria-label={texts.open}
          aria-expanded={expanded}
          data-testid="search-toggle"
          onClick={() => {
            setExpanded(true);
            // The field appears on this render; focus it once it is there.
            requestAnimationFrame(() => input.current?.focus());
          }}
        >
          <span className="search-box-icon" aria-hidden="true" />
        </button>
      )}
      <div className="search-box-field">
        <span className="search-box-icon" aria-hidden="true" />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={texts.label}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && highlight >= 0 ? `${listId}-${highlight}` : undefined}
          placeholder={texts.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={value}
          data-testid="search-input"
          onChange={(event) => {
            setOpen(true);
            onValueChange(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {loading && (
          <span
            className="search-box-loader"
            role="status"
            aria-label={texts.loading}
            data-testid="search-loader"
          />
        )}
      </div>
      {shown && (
        <div className="search-box-panel" data-testid="search-panel" {...hover}>
          <SearchResults
            results={results}
            listId={listId}
            highlight={highlight}
            texts={texts}
            onTabSelect={(tabId) => {
              onTabSelect(tabId);
              input.current?.focus();
            }}
            onHighlight={setHighlight}
            onChoose={choose}
          />
          {results.activeTab !== null && footer && (
            // A click in the footer (the 'see all' link) leaves the box: the list closes.
            <div className="search-box-footer" onClick={() => setOpen(false)}>
              {footer}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
