import type { MenuItem } from '@bondsight/contracts';
import { routeClick } from './route-click';

interface Props {
  item: MenuItem;
  newTab: string;
  /** Menu roles in the wide menubar; plain lists in the narrow variant. */
  roles: boolean;
  navigates: boolean;
  onNavigate(url: string): void;
}

/** An entry's columns: a title and its links; inactive links are plain text. */
export function MenuLinks({ item, newTab, roles, navigates, onNavigate }: Props) {
  const role = roles ? 'menuitem' : undefined;
  return (
    <>
      {/* An entry with its own url and columns: the url stays reachable above the columns. */}
      {item.url && (
        <a
          role={role}
          tabIndex={roles ? -1 : undefined}
          className="main-menu-overview"
          href={item.url}
          onClick={(event) =>
            routeClick(event, item.url!, false, navigates ? onNavigate : undefined)
          }
        >
          {item.ttl}
          <span aria-hidden="true"> →</span>
        </a>
      )}
      <div className="main-menu-columns">
        {item.items.map((column, columnIndex) => (
          <div
            key={columnIndex}
            className="main-menu-column"
            role={roles ? 'group' : undefined}
            aria-label={column.ttl || undefined}
          >
            {column.ttl && (
              <div className="main-menu-column-title" aria-hidden={roles || undefined}>
                {column.ttl}
              </div>
            )}
            <ul className="main-menu-links" role={roles ? 'none' : undefined}>
              {column.links.map((link, linkIndex) => (
                <li key={linkIndex} role={roles ? 'none' : undefined}>
                  {link.active && link.url ? (
                    <a
                      role={role}
                      tabIndex={roles ? -1 : undefined}
                      href={link.url}
                      {...(link.target_blank
                        ? { target: '_blank', rel: 'noopener noreferrer' }
                        : {})}
                      onClick={(event) =>
                        routeClick(
                          event,
                          link.url!,
                          link.target_blank,
                          navigates ? onNavigate : undefined,
                        )
                      }
                    >
                      {link.ttl}
                      {link.target_blank && <span className="visually-hidden"> ({newTab})</span>}
                      {link.target_blank && (
                        <span className="main-menu-external" aria-hidden="true">
                          ↗
                        </span>
                      )}
                    </a>
                  ) : (
                    <span
                      role={role}
                      tabIndex={roles ? -1 : undefined}
                      aria-disabled="true"
                      className="main-menu-inactive"
                    >
                      {link.ttl}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
