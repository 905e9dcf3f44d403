import { TabBar } from '../tabs/tab-bar';
import type { SearchBoxResults, SearchBoxTexts } from './search-types';

interface Props {
  results: SearchBoxResults;
  listId: string;
  highlight: number;
  texts: SearchBoxTexts;
  onTabSelect: (tabId: string) => void;
  onHighlight: (index: number) => void;
  onChoose: (index: number) => void;
}

/** The tabs with their counts and the active tab's list, or the empty state. */
export function SearchResults({
  results,
  listId,
  highlight,
  texts,
  onTabSelect,
  onHighlight,
  onChoose,
}: Props) {
  const active = results.tabs.find((tab) => tab.id === results.activeTab);
  if (!active) {
    return (
      <p className="search-box-empty" role="status" data-testid="search-empty">
        {texts.empty}
      </p>
    );
  }
  return (
    <>
      <TabBar
        tabs={results.tabs.map((tab) => ({
          id: tab.id,
          ttl: (
            <>
              {tab.title}
              <span className="tab-bar-count" data-testid="search-tab-count">
                {tab.count}
              </span>
            </>
          ),
        }))}
        active={active.id}
        onSelect={(tabId) => onTabSelect(String(tabId))}
        label={texts.tabs}
        testId="search-tabs"
      />
      {active.items.length === 0 ? (
        <p className="search-box-empty" data-testid="search-tab-empty">
          {active.emptyText}
        </p>
      ) : (
        <ul id={listId} role="listbox" aria-label={active.title} className="search-box-list">
          {active.items.map((item, index) => (
            <li
              key={item.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === highlight}
              className={index === highlight ? 'search-box-item is-highlighted' : 'search-box-item'}
              data-testid="search-item"
              onMouseEnter={() => onHighlight(index)}
              // Keeps the focus in the field, so the keyboard still drives the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(index)}
            >
              <span className="search-box-item-title">{item.title}</span>
              {item.ticker && item.ticker.length > 0 && (
                <span className="search-box-item-ticker">{item.ticker.join(', ')}</span>
              )}
              {item.status && <span className="search-box-item-status">{item.status}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
