import type { MenuColumn, MenuItem, MenuLink } from '@bondsight/contracts';

/**
 * Reads a main menu from markup on the page, for operators who write their menu into the
 * HTML (a <template id="bs-menu"> in index.html) instead of the menu setting:
 *
 *   <ul>
 *     <li data-id="1"><a href="/">Bonds</a>            entry title, its url optional (<span>)
 *       <div><strong>Markets</strong>                  a column and its title
 *         <a href="/x/" target="_blank">New tab</a>    a link; target=_blank opens a new tab
 *         <span>Soon</span>                            an inactive link: plain text
 *       </div>
 *     </li>
 *   </ul>
 *
 * An entry with `hidden` or data-show="0" is kept with show=false.
 */
export function readMenuMarkup(root: ParentNode): MenuItem[] {
  const list = root.querySelector('ul');
  if (!list) return [];
  return Array.from(list.children)
    .filter((li) => li.tagName === 'LI')
    .map((li, index) => {
      const head = Array.from(li.children).find(
        (el) => el.tagName === 'A' || el.tagName === 'SPAN',
      );
      const columns = Array.from(li.children).filter((el) => el.tagName === 'DIV');
      return {
        id: Number(li.getAttribute('data-id')) || index + 1,
        ttl: text(head),
        url: head?.tagName === 'A' ? head.getAttribute('href') : null,
        show: !li.hasAttribute('hidden') && li.getAttribute('data-show') !== '0',
        items: columns.map(readColumn),
      };
    });
}

function readColumn(column: Element): MenuColumn {
  const title = column.querySelector('strong, h2, h3, h4, [data-title]');
  const links = Array.from(column.querySelectorAll('a, span')).filter((el) => el !== title);
  return { ttl: text(title), links: links.map(readLink) };
}

function readLink(el: Element): MenuLink {
  const url = el.tagName === 'A' ? el.getAttribute('href') : null;
  return {
    ttl: text(el),
    url,
    target_blank: el.getAttribute('target') === '_blank',
    active: url !== null && el.getAttribute('aria-disabled') !== 'true',
  };
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
