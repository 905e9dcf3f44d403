import { useRef, useState, type ReactNode } from 'react';
import { ShowMoreToggle } from '../data-table/show-more-toggle';
import { DEFAULT_LIMIT, visibleSlice } from '../data-table/table-rules';

interface ShowMoreListProps<T> {
  items: T[];
  /** Items shown before "show more" (spec section 9: 5). */
  limit?: number;
  render: (item: T) => ReactNode;
  testId?: string;
}

/** Spec "Show-more list": the first items, then show more / hide. */
export function ShowMoreList<T>({
  items,
  limit = DEFAULT_LIMIT,
  render,
  testId,
}: ShowMoreListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const anchor = useRef<HTMLUListElement>(null);
  const shown = visibleSlice(items, limit, expanded);
  return (
    <>
      <ul className="show-more-list" ref={anchor} data-testid={testId ?? 'show-more-list'}>
        {shown.map((item, index) => (
          <li key={index}>{render(item)}</li>
        ))}
      </ul>
      {items.length > limit && (
        <ShowMoreToggle
          expanded={expanded}
          onChange={setExpanded}
          anchor={anchor}
          testId={testId ? `${testId}-more` : undefined}
        />
      )}
    </>
  );
}
