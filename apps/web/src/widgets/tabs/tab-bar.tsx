import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

/** Spec section 3 "Tab": a hidden tab is not offered; count is shown beside the title. */
export interface Tab {
  id: number | string;
  ttl: ReactNode;
  hidden?: boolean;
  count?: number;
}

interface TabBarProps {
  tabs: Tab[];
  active: Tab['id'] | null;
  onSelect: (id: Tab['id']) => void;
  variant?: 'line' | 'pill' | 'box';
  testId?: string;
  /** The tab list's accessible name. */
  label?: string;
}

/** A row of tabs (role=tablist); arrow keys, Home and End move between the visible tabs. */
export function TabBar({ tabs, active, onSelect, variant = 'line', testId, label }: TabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const shown = tabs.filter((tab) => !tab.hidden);
  if (shown.length === 0) return null;

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = shown.findIndex((tab) => tab.id === active);
    const next = keyTarget(event.key, at, shown.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(shown[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={`tab-bar tab-bar-${variant}`}
      data-testid={testId ?? 'tab-bar'}
      onKeyDown={onKey}
    >
      {shown.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected || (active === null && tab === shown[0]) ? 0 : -1}
            className={selected ? 'tab-bar-tab is-active' : 'tab-bar-tab'}
            data-testid="tab"
            data-tab-id={tab.id}
            onClick={() => onSelect(tab.id)}
          >
            {tab.ttl}
            {tab.count !== undefined && <span className="tab-bar-count">{tab.count}</span>}
          </button>
        );
      })}
    </div>
  );
}

function keyTarget(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
