import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraBlock } from '@bondsight/contracts';
import { blockKey, sectionId } from './extra-card';

/** Spec (left page menu): items scroll smoothly to their block, 100 px above it. */
const SCROLL_OFFSET_PX = 100;

function scrollToBlock(block: ExtraBlock) {
  const target = document.getElementById(sectionId(block));
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  window.history.replaceState(window.history.state, '', `#${sectionId(block)}`);
}

/**
 * The '...' item of the spec's menu: it opens the list of the extra blocks this bond has on
 * hover and on click; each entry scrolls to its block.
 */
export function ExtrasMenu({ blocks }: { blocks: readonly ExtraBlock[] }) {
  const { t } = useTranslation('bond_extras');
  // Open while hovered, or pinned open by a click (a click on a hovered menu keeps it open).
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  return (
    <nav
      className="extras-menu"
      aria-label={t('menu_title')}
      data-testid="extras-menu"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="button extras-menu-toggle"
        aria-expanded={open}
        aria-controls="extras-menu-list"
        title={t('menu_title')}
        data-testid="extras-menu-toggle"
        onClick={() => setPinned(!pinned)}
      >
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">{t('menu_title')}</span>
      </button>
      <ul id="extras-menu-list" className="extras-menu-list" hidden={!open}>
        {blocks.map((block) => (
          <li key={block}>
            <a
              href={`#${sectionId(block)}`}
              data-testid={`extras-link-${block}`}
              onClick={(event) => {
                event.preventDefault();
                setPinned(false);
                setHovered(false);
                scrollToBlock(block);
              }}
            >
              {t(`title_${blockKey(block)}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
