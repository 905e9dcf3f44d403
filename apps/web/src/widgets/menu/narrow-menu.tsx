import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MainMenuProps } from './main-menu';
import { routeClick } from './route-click';
import { MenuLinks } from './menu-links';

/**
 * The narrow menu (680 px and below): one toggle opens the entries as a vertical list; an
 * entry with columns expands in place. Native buttons and links, so Tab and Enter just work;
 * Escape folds the menu and returns focus to the toggle.
 */
export function NarrowMenu({ items, labels, onNavigate }: MainMenuProps) {
  const [expanded, setExpanded] = useState(false);
  const [section, setSection] = useState<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = () => {
    setExpanded(false);
    setSection(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.preventDefault();
    close();
    toggleRef.current?.focus();
  };
  const navigate = onNavigate
    ? (url: string) => {
        close();
        onNavigate(url);
      }
    : undefined;

  return (
    <nav
      className="main-menu main-menu-narrow"
      aria-label={labels.menu}
      onKeyDown={onKeyDown}
      data-testid="main-menu"
    >
      <button
        ref={toggleRef}
        type="button"
        className="main-menu-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => (expanded ? close() : setExpanded(true))}
        data-testid="main-menu-toggle"
      >
        <span className="main-menu-burger" aria-hidden="true" />
        {expanded ? labels.close : labels.open}
      </button>
      {expanded && (
        <ul className="main-menu-list" id={listId}>
          {items.map((item) => {
            const sectionId = `${listId}-${item.id}`;
            return (
              <li key={item.id} className="main-menu-list-entry">
                {item.items.length > 0 ? (
                  <>
                    <button
                      type="button"
                      className="main-menu-section-toggle"
                      aria-expanded={section === item.id}
                      aria-controls={sectionId}
                      onClick={() => setSection(section === item.id ? null : item.id)}
                      data-testid={`menu-entry-${item.id}`}
                    >
                      {item.ttl}
                      <span className="main-menu-caret" aria-hidden="true" />
                    </button>
                    {section === item.id && (
                      <div id={sectionId} className="main-menu-section">
                        <MenuLinks
                          item={item}
                          newTab={labels.newTab}
                          roles={false}
                          navigates={navigate !== undefined}
                          onNavigate={(url) => navigate?.(url)}
                        />
                      </div>
                    )}
                  </>
                ) : item.url ? (
                  <a
                    href={item.url}
                    onClick={(event) => routeClick(event, item.url!, false, navigate)}
                    data-testid={`menu-entry-${item.id}`}
                  >
                    {item.ttl}
                  </a>
                ) : (
                  <span aria-disabled="true" className="main-menu-inactive">
                    {item.ttl}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
