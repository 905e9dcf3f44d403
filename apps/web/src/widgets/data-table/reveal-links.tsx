import { useTranslation } from 'react-i18next';
import { hiddenRun, type RevealRow } from './second-table-rows';

interface RevealLinksProps {
  rows: readonly RevealRow[];
  index: number;
  /** Hidden rows already on screen (all of them while "show hidden rows" is on). */
  isShown: (index: number) => boolean;
  onReveal: (indices: number[], on: boolean) => void;
}

/**
 * A row's previous / next reveal links (spec row `show`: prev, next, hide): they open the
 * hidden rows right before or after it; with `hide`, a second press hides them again.
 */
export function RevealLinks({ rows, index, isShown, onReveal }: RevealLinksProps) {
  const { t } = useTranslation('common');
  const show = rows[index]?.show;
  if (!show) return null;
  const sides = (['prev', 'next'] as const).filter((side) => show[side]);
  return (
    <>
      {sides.map((side) => {
        const run = hiddenRun(rows, index, side);
        if (run.length === 0) return null;
        const open = run.every(isShown);
        if (open && !show.hide) return null;
        return (
          <button
            key={side}
            type="button"
            className="second-reveal"
            aria-expanded={open}
            data-testid={`second-table-reveal-${side}`}
            onClick={() => onReveal(run, !open)}
          >
            {open
              ? t('common:hide_rows')
              : t(side === 'prev' ? 'common:show_previous_rows' : 'common:show_next_rows')}
          </button>
        );
      })}
    </>
  );
}
