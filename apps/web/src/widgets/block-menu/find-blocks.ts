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
      title:
        section.dataset.menuTitle ??
        section.querySelector('h2, h3')?.textContent?.trim() ??
        section.id,
      extra: section.dataset.menuExtra !== undefined,
    }))
    .filter((block) => block.title !== '');
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

/** The block being read: the last whose top has passed `offset` px from the viewport's top. */
export function currentBlock(
  blocks: readonly MenuBlock[],
  topOf: (id: string) => number | null,
  offset: number,
): string | null {
  let current: string | null = blocks[0]?.id ?? null;
  for (const block of blocks) {
    const top = topOf(block.id);
    if (top !== null && top <= offset + 1) current = block.id;
  }
  return current;
}
