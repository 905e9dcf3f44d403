import type { MenuItem } from '@bondsight/contracts';
import { readMenuMarkup } from '../../widgets/menu/menu-markup';

/**
 * Menu markup written into the page (<template id="bs-menu"> in index.html) wins over the
 * menu setting: the operator chose to hand-write it. Null when the page has none.
 */
export function readPageMenu(doc: Document = document): MenuItem[] | null {
  const element = doc.getElementById('bs-menu');
  if (!element) return null;
  const root = element instanceof HTMLTemplateElement ? element.content : element;
  const items = readMenuMarkup(root);
  return items.length > 0 ? items : null;
}
