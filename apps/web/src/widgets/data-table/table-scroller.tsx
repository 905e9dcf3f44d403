import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoldScroll } from './use-hold-scroll';
import { useScrollEdges } from './use-scroll-edges';
import './data-table.css';

/**
 * A table wider than its box scrolls sideways (spec section 4 "Tables"): shadows at the
 * edges that hide content, and left / right arrow buttons as the visible cue. The box takes
 * the keyboard's focus (its arrow keys scroll it): a table of plain text has nothing else
 * focusable, and the arrow buttons come and go with the edges.
 */
export function TableScroller({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const { left, right } = useScrollEdges(box);
  const arrow = useHoldScroll(box);
  const classes = ['table-scroller', left && 'has-left', right && 'has-right'].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      {left && (
        <button
          type="button"
          className="table-arrow table-arrow-left"
          aria-label={t('common:scroll_left')}
          data-testid="table-scroll-left"
          {...arrow(-1)}
        >
          ‹
        </button>
      )}
      <div className="table-scroll-box" ref={box} tabIndex={0}>
        {children}
      </div>
      {right && (
        <button
          type="button"
          className="table-arrow table-arrow-right"
          aria-label={t('common:scroll_right')}
          data-testid="table-scroll-right"
          {...arrow(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
