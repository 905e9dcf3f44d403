import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../media/use-narrow-screen';
import { currentBlock, findBlocks, splitMenu, type MenuBlock } from './find-blocks';
import './block-menu.css';

/** Spec: smooth scroll to a block leaves 100 px above it (the sticky header and menu). */
export const SCROLL_OFFSET = 100;

/** Re-aims after a scroll ends, at most this often: blocks above may still be loading. */
const CORRECTIONS = 2;

/**
 * Scrolls smoothly to leave SCROLL_OFFSET above the block; when the scroll ends and the block
 * has moved meanwhile (a block above drew its data and grew), aims again. Not through the URL's
 * hash: the router would scroll to the block's very top itself.
 */
function scrollToBlock(target: HTMLElement, corrections: number) {
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  const reachable = Math.max(
    0,
    Math.min(top, document.documentElement.scrollHeight - window.innerHeight),
  );
  window.scrollTo({ top, behavior: 'smooth' });
  // No scroll (already there) ends no scroll: nothing to wait for.
  if (corrections <= 0 || !('onscrollend' in window) || Math.abs(reachable - window.scrollY) < 1)
    return;
  // The reader's own wheel, touch or key takes over: no re-aiming against them.
  const waiting = new AbortController();
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, () => waiting.abort(), {
      once: true,
      passive: true,
      signal: waiting.signal,
    });
  window.addEventListener(
    'scrollend',
    () => {
      waiting.abort();
      // Ended elsewhere than aimed: something else scrolled the page meanwhile (the scrollbar
      // dragged, a script, a find): theirs is the last word, no pulling the page back.
      if (Math.abs(window.scrollY - reachable) > 2) return;
      const off = Math.abs(target.getBoundingClientRect().top - SCROLL_OFFSET);
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      if (off > 2 && !atBottom) scrollToBlock(target, corrections - 1);
    },
    { once: true, signal: waiting.signal },
  );
}

export interface BlockMenuProps {
  /** Where the page's blocks live (`section[data-menu]`), watched as they load. */
  root: RefObject<HTMLElement | null>;
  label: string;
  /**
   * Entries shown before the '...' item; the rest wait in its extra list, as do blocks
   * marked `data-menu-extra`. Without it every unmarked block is shown.
   */
  visible?: number;
  /** Told of each entry followed (the page logs it through the action log). */
  onNavigate?: (blockId: string) => void;
  /** The home icon's and the '...' item's names (read aloud; the icon has no text). */
  homeLabel?: string;
  moreLabel?: string;
}

/**
 * The left menu of a page's blocks (spec, bond page section 2 and issuer blocks section 2):
 * a home icon back to the top, one entry a block that has data, found in the page as blocks
 * load; a click scrolls smoothly to the block, 100 px below the top; the block being read is
 * highlighted; a '...' item opens the extra list on hover and on click. Sticky: fixed once
 * scrolled past its top, released at its column's end (near the footer). At 680 px and below
 * a compact bar (data-compact).
 */
export function BlockMenu({ root, label, visible, onNavigate, ...texts }: BlockMenuProps) {
  const { t } = useTranslation('issuer_page');
  const blocks = usePageBlocks(root);
  const current = useCurrentBlock(blocks);
  const compact = useNarrowScreen();
  const [open, setOpen] = useState(false);
  // A mouse over the '...' item holds the list open: its click then keeps it so.
  const hovering = useRef(false);
  const extraId = useId();

  if (blocks.length === 0) return null;
  const { main, extra } = splitMenu(blocks, visible);
  const go = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    scrollToBlock(target, CORRECTIONS);
    setOpen(false);
    onNavigate?.(id);
  };
  const entry = (block: MenuBlock) => (
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
  );
  const homeLabel = texts.homeLabel ?? t('menu_top');
  const moreLabel = texts.moreLabel ?? t('menu_more');
  return (
    <nav
      className="block-menu"
      aria-label={label}
      data-testid="block-menu"
      data-compact={compact ? 'true' : 'false'}
    >
      <button
        type="button"
        className="block-menu-home"
        aria-label={homeLabel}
        title={homeLabel}
        data-testid="block-menu-home"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <HomeIcon />
      </button>
      <ul className="block-menu-list">{main.map(entry)}</ul>
      {extra.length > 0 && (
        // A mouse over it opens the list and leaving closes it; a click (or a tap) toggles it.
        // Pointer events, not mouse ones: a tap's emulated mouseenter would undo its click.
        <div
          className="block-menu-more"
          onPointerEnter={(event) => {
            if (event.pointerType !== 'mouse') return;
            hovering.current = true;
            setOpen(true);
          }}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'mouse') return;
            hovering.current = false;
            setOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <button
            type="button"
            className={extra.some((b) => b.id === current) ? 'active' : undefined}
            aria-expanded={open}
            aria-controls={extraId}
            aria-label={moreLabel}
            title={moreLabel}
            data-testid="block-menu-more"
            onClick={() => setOpen((was) => hovering.current || !was)}
          >
            …
          </button>
          <ul
            id={extraId}
            className="block-menu-extra"
            hidden={!open}
            data-testid="block-menu-extra"
          >
            {extra.map(entry)}
          </ul>
        </div>
      )}
    </nav>
  );
}

/** The page's menu blocks, rescanned as blocks arrive (and leave when they have no data). */
function usePageBlocks(root: RefObject<HTMLElement | null>): MenuBlock[] {
  const [blocks, setBlocks] = useState<MenuBlock[]>([]);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const scan = () =>
      setBlocks((before) => {
        const found = findBlocks(element);
        const same =
          found.length === before.length &&
          found.every(
            (b, i) =>
              b.id === before[i]?.id &&
              b.title === before[i]?.title &&
              b.extra === before[i]?.extra,
          );
        return same ? before : found;
      });
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(element, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden', 'data-menu', 'data-menu-title', 'data-menu-extra'],
    });
    return () => observer.disconnect();
  }, [root]);
  return blocks;
}

/** The block being read, followed on scroll (once a frame). */
function useCurrentBlock(blocks: readonly MenuBlock[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const topOf = (id: string) =>
        document.getElementById(id)?.getBoundingClientRect().top ?? null;
      setCurrent(currentBlock(blocks, topOf, SCROLL_OFFSET, window.innerHeight));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // In the next frame, not now: reading a block's place now would force a layout of the page
    // while its blocks are still arriving (a long task on the page's first load).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [blocks]);
  return current;
}

/** Drawn, not an emoji: servers and kiosks often lack an emoji font. */
function HomeIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        d="M2 8 8 2.5 14 8M4 6.5V14h3v-4h2v4h3V6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
