import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraBlock } from '@bondsight/contracts';
import { Hint } from '../../../widgets/hint/hint';
import { TableScroller } from '../../../widgets/data-table/table-scroller';
import { PrintedBlocksContext } from '../../../widgets/in-view/printed-blocks';

/** The label key part of a block: `early-redemption` -> `early_redemption`. */
export const blockKey = (block: ExtraBlock) => block.replace(/-/g, '_');
export const sectionId = (block: ExtraBlock) => `block-extra-${block}`;

/**
 * One extra block: its page section (the '...' list's anchor), a card with its title and
 * hint (what it shows, where its numbers come from), and its contents. Left out of a printed
 * copy that does not hold it.
 */
export function ExtraCard({ block, children }: { block: ExtraBlock; children: ReactNode }) {
  const { t } = useTranslation('bond_extras');
  const printed = useContext(PrintedBlocksContext);
  const key = blockKey(block);
  // A printed copy holds only the extra blocks chosen in the PDF dialog (`extra-<kind>`).
  if (printed && !printed.has(`extra-${block}`)) return null;
  return (
    <section id={sectionId(block)} aria-labelledby={`${sectionId(block)}-title`}>
      <div className="card extra-card" data-testid={`extra-${block}`}>
        <h2 id={`${sectionId(block)}-title`}>{t(`bond_extras:title_${key}`)}</h2>
        <Hint>{t(`bond_extras:hint_${key}`)}</Hint>
        {children}
      </div>
    </section>
  );
}

export interface Column {
  label: string;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Long text that may wrap. */
  wrap?: boolean;
  /** Left out on narrow screens (680 px). */
  narrow?: boolean;
}

/** A small table of an extra block: few columns, text that wraps, so it fits at 1280 px. */
export function ExtraTable({
  columns,
  rows,
  rowTestId,
}: {
  columns: Column[];
  rows: ReactNode[][];
  rowTestId?: string;
}) {
  const className = (c: Column | undefined) =>
    [c?.numeric ? 'num' : '', c?.wrap ? 'wrap' : '', c?.narrow ? 'hide-narrow' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <TableScroller>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={className(c)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} data-testid={rowTestId}>
              {cells.map((cell, k) => (
                <td key={k} className={className(columns[k])}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
