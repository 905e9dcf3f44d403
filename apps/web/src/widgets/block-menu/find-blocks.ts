/** A block of the page the menu lists: its anchor and its title. */
export interface MenuBlock {
  id: string;
  title: string;
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
    }))
    .filter((block) => block.title !== '');
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
