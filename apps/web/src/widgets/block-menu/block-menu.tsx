import { useEffect, useState, type RefObject } from 'react';
import { currentBlock, findBlocks, type MenuBlock } from './find-blocks';
import './block-menu.css';

/** Spec: smooth scroll to a block leaves 100 px above it (the sticky header and menu). */
export const SCROLL_OFFSET = 100;

export interface BlockMenuProps {
  /** Where the page's blocks live (`section[data-menu]`), watched as they load. */
  root: RefObject<HTMLElement | null>;
  label: string;
}

/**
 * The left menu of a page's blocks (spec, bond page section 2): one entry a block that has
 * data, found in the page as blocks load; a click scrolls smoothly to the block, 100 px
 * below the top; the block being read is highlighted. Sticky: fixed once scrolled past its
 * top, released at its column's end (near the footer). At 680 px and below a compact bar.
 */
export function BlockMenu({ root, label }: BlockMenuProps) {
  const [blocks, setBlocks] = useState<MenuBlock[]>([]);
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const scan = () =>
      setBlocks((before) => {
        const found = findBlocks(element);
        const same =
          found.length === before.length &&
          found.every((b, i) => b.id === before[i]?.id && b.title === before[i]?.title);
        return same ? before : found;
      });
    scan();
    // Blocks arrive as their data does (and leave when they have none).
    const observer = new MutationObserver(scan);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const topOf = (id: string) =>
        document.getElementById(id)?.getBoundingClientRect().top ?? null;
      setCurrent(currentBlock(blocks, topOf, SCROLL_OFFSET));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [blocks]);

  if (blocks.length === 0) return null;
  const go = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    // Not through the URL's hash: the router would scroll to the block's very top itself.
    window.scrollTo({ top, behavior: 'smooth' });
  };
  return (
    <nav className="block-menu" aria-label={label} data-testid="block-menu">
      <ul>
        {blocks.map((block) => (
          <li key={block.id}>
            <a
              href={`#${block.id}`}
              className={block.id === current ? 'active' : undefined}
              aria-current={block.id === current ? 'location' : undefined}
              data-block={block.id}
              onClick={(event) => {
                event.preventDefault();
                go(block.id);
              }}
            >
              {block.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
