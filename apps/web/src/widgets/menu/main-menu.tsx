import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '@bondsight/contracts';
import { MenuLinks } from './menu-links';
import { routeClick } from './route-click';
import { NarrowMenu } from './narrow-menu';
import './menu.css';

export interface MenuLabels {
  /** The navigation landmark's name. */
  menu: string;
  open: string;
  close: string;
  /** Read after a link that opens a new tab. */
  newTab: string;
}

export interface MainMenuProps {
  items: readonly MenuItem[];
  /** The narrow variant (680 px and below): one toggle, entries as an accordion. */
  narrow: boolean;
  labels: MenuLabels;
  /** Same-tab links to the site's own pages go through the router when given. */
  onNavigate?: (url: string) => void;
}

/**
 * The main menu (spec: entries with a title, an optional url and inner columns of links).
 * Wide: a menubar with the WAI-ARIA keyboard model (arrows between entries, Down/Enter/Space
 * opens, arrows inside, Escape closes and returns focus). Narrow: see NarrowMenu.
 */
export function MainMenu(props: MainMenuProps) {
  const items = props.items.filter((item) => item.show);
  if (items.length === 0) return null;
  return props.narrow ? (
    <NarrowMenu {...props} items={items} />
  ) : (
    <WideMenu {...props} items={items} />
  );
}

function WideMenu({ items, labels, onNavigate }: MainMenuProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const navRef = useRef<HTMLElement>(null);
  const topRefs = useRef<(HTMLElement | null)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const baseId = useId();

  // Close on a click outside the menu.
  useEffect(() => {
    if (open === null) return;
    const onDown = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // After a panel opens from the keyboard, focus its first or last item.
  useEffect(() => {
    if (open === null || !pendingFocus.current) return;
    const entries = panelItems(panelRef.current);
    const target = pendingFocus.current === 'first' ? entries[0] : entries.at(-1);
    pendingFocus.current = null;
    target?.focus();
  }, [open]);

  const hasPanel = (index: number) => (items[index]?.items.length ?? 0) > 0;
  const focusTop = (index: number) => {
    const next = (index + items.length) % items.length;
    setFocusIndex(next);
    topRefs.current[next]?.focus();
    return next;
  };
  const openPanel = (index: number, focus: 'first' | 'last' | null) => {
    pendingFocus.current = focus;
    setOpen(hasPanel(index) ? index : null);
  };

  const onTopKey = (index: number, event: KeyboardEvent) => {
    const key = event.key;
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      event.preventDefault();
      const next = focusTop(index + (key === 'ArrowRight' ? 1 : -1));
      if (open !== null) openPanel(next, null);
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      focusTop(key === 'Home' ? 0 : items.length - 1);
    } else if (hasPanel(index) && ['ArrowDown', 'Enter', ' ', 'ArrowUp'].includes(key)) {
      event.preventDefault();
      openPanel(index, key === 'ArrowUp' ? 'last' : 'first');
    } else if (key === 'Escape') {
      setOpen(null);
    }
  };

  const onPanelKey = (index: number, event: KeyboardEvent) => {
    const entries = panelItems(panelRef.current);
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      const step = key === 'ArrowDown' ? 1 : -1;
      entries[(current + step + entries.length) % entries.length]?.focus();
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      (key === 'Home' ? entries[0] : entries.at(-1))?.focus();
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(null);
      focusTop(index);
    } else if (key === 'ArrowRight' || key === 'ArrowLeft') {
      event.preventDefault();
      const next = focusTop(index + (key === 'ArrowRight' ? 1 : -1));
      openPanel(next, 'first');
    } else if (key === 'Tab') {
      setOpen(null);
    }
  };

  return (
    <nav className="main-menu" aria-label={labels.menu} ref={navRef} data-testid="main-menu">
      <ul className="main-menu-bar" role="menubar" aria-label={labels.menu}>
        {items.map((item, index) => {
          const panelId = `${baseId}-panel-${item.id}`;
          const common = {
            role: 'menuitem',
            tabIndex: index === focusIndex ? 0 : -1,
            className: 'main-menu-top',
            onKeyDown: (event: KeyboardEvent) => onTopKey(index, event),
            onFocus: () => setFocusIndex(index),
            'data-testid': `menu-entry-${item.id}`,
          } as const;
          return (
            <li key={item.id} role="none" className="main-menu-entry">
              {hasPanel(index) ? (
                <button
                  {...common}
                  ref={(el) => {
                    topRefs.current[index] = el;
                  }}
                  type="button"
                  aria-haspopup="menu"
                  aria-expanded={open === index}
                  aria-controls={open === index ? panelId : undefined}
                  onClick={() => setOpen(open === index ? null : index)}
                >
                  {item.ttl}
                  <span className="main-menu-caret" aria-hidden="true" />
                </button>
              ) : item.url ? (
                <a
                  {...common}
                  ref={(el) => {
                    topRefs.current[index] = el;
                  }}
                  href={item.url}
                  onClick={(event) => routeClick(event, item.url!, false, onNavigate)}
                >
                  {item.ttl}
                </a>
              ) : (
                <span
                  {...common}
                  ref={(el) => {
                    topRefs.current[index] = el;
                  }}
                  aria-disabled="true"
                >
                  {item.ttl}
                </span>
              )}
              {open === index && (
                <div
                  className="main-menu-panel"
                  id={panelId}
                  role="menu"
                  aria-label={item.ttl}
                  ref={panelRef}
                  onKeyDown={(event) => onPanelKey(index, event)}
                  data-testid="menu-panel"
                >
                  <MenuLinks
                    item={item}
                    newTab={labels.newTab}
                    roles
                    onNavigate={(url) => {
                      setOpen(null);
                      onNavigate?.(url);
                    }}
                    navigates={onNavigate !== undefined}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function panelItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
