import type { ReactNode } from 'react';
import { nextSortOrder, type SortOrder } from './table-rules';

interface SortHeaderProps {
  field: string;
  title: ReactNode;
  sortable: boolean;
  order: SortOrder;
  className?: string;
  onSort: (field: string, order: SortOrder) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/** A column header; a sortable one is a button cycling none -> asc -> desc -> none. */
export function SortHeader({ field, title, sortable, order, className, onSort }: SortHeaderProps) {
  if (!sortable) {
    return (
      <th scope="col" className={className}>
        {title}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={order ? ARIA_SORT[order] : 'none'}>
      <button
        type="button"
        className="table-sort"
        data-testid={`sort-${field}`}
        onClick={() => onSort(field, nextSortOrder(order))}
      >
        {title}
        <span className="table-sort-mark" aria-hidden="true">
          {order ? ARROW[order] : '↕'}
        </span>
      </button>
    </th>
  );
}
