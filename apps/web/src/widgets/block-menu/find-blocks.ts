/** A block of the page the menu lists: its anchor, its title, and whether it waits behind '...'. */
export interface MenuBlock {
  id: string;
  title: string;
  /** Marked `data-menu-extra`: listed in the '...' extra list, never in the first entries. */
  extra: boolean;
}

/**
 * The blocks under `root` that have something to show: each `section[data-menu]` that
 * rendered content (a block without data renders nothing, and the spec lists only blocks
 * with data), in page order, titled by `data-menu-title` or else by its first heading (so a
 * block that titles itself by its data, e.g. analytics of a country, keeps its own title).
 */
export function findBlocks(root: ParentNode): MenuBlock[] {
  return [...root.querySelectorAll<HTMLElement>('section[data-menu]')]
    .filter((section) => section.id && section.childElementCount > 0 && !section.hidden)
    .map((section) => ({
      id: section.id,
      title: sectionTitle(section),
      extra: section.dataset.menuExtra !== undefined,
    }))
    .filter((block) => block.title !== '');
}

/**
 * A block's title, as the menu and the page PDF's dialog name it: `data-menu-title`, else the
 * block's first heading, else its id.
 */
export function sectionTitle(section: HTMLElement): string {
  return (
    section.dataset.menuTitle ?? section.querySelector('h2, h3')?.textContent?.trim() ?? section.id
  );
}

/**
 * The entries shown at once and those behind the '...' item (spec: the extra list). A block
 * marked `data-menu-extra` always waits behind it; of the others, the first `visible` are
 * shown and the rest join the extra list (in page order). Without `visible`, only the
 * marked blocks are extra: a page decides by marking, by counting, or both.
 */
export function splitMenu(
  blocks: readonly MenuBlock[],
  visible?: number,
): { main: MenuBlock[]; extra: MenuBlock[] } {
  const unmarked = blocks.filter((b) => !b.extra);
  const cut = visible === undefined ? unmarked.length : Math.max(0, visible);
  const main = unmarked.slice(0, cut);
  return { main, extra: blocks.filter((b) => !main.includes(b)) };
}

/** How far above the offset a passed block's top may be while its heading is still in view. */
export const HEADING_ROOM = 40;

/**
 * The block being read. The last block whose top has passed `offset` (where the menu leaves a
 * block it scrolls to) is read while its heading is still near that line; once its heading
 * has gone up, a next block whose top is in the upper half of the viewport is the one the
 * reader has in view. Only the first rule once counted, so a block whose heading sat in plain
 * view below the offset left its predecessor highlighted (issue 30).
 */
export function currentBlock(
  blocks: readonly MenuBlock[],
  topOf: (id: string) => number | null,
  offset: number,
  viewportHeight: number,
): string | null {
  // A block scrolled to lands on the offset within a pixel or so (smooth scrolling rounds).
  const line = offset + 1;
  const readingEnd = Math.max(line, viewportHeight / 2);
  let passed: { id: string; top: number } | null = null;
  for (const block of blocks) {
    const top = topOf(block.id);
    if (top === null) continue;
    if (top <= line) {
      passed = { id: block.id, top };
      continue;
    }
    const passedHeadingGone = passed === null || passed.top < offset - HEADING_ROOM;
    if (top <= readingEnd && passedHeadingGone) return block.id;
    break;
  }
  return passed?.id ?? blocks[0]?.id ?? null;
}
