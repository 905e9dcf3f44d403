import type { ReactNode } from 'react';
import { nextSortOrder, type SortOrder } from './table-rules';

interface SortHeaderProps {
  field: string;
  title: ReactNode;
  sortable: boolean;
  order: SortOrder;
  className?: string | undefined;
  onSort: (field: string, order: SortOrder) => void;
  /** Controls beside the title in the same cell (the narrow screen's column arrows). */
  before?: ReactNode;
  after?: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

/** A column header; a sortable one is a button cycling none -> asc -> desc -> none. */
export function SortHeader(props: SortHeaderProps) {
  const { field, title, sortable, order, className, onSort, before, after } = props;
  if (!sortable) {
    return (
      <th scope="col" className={className}>
        {before}
        {title}
        {after}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={order ? ARIA_SORT[order] : 'none'}>
      {before}
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
      {after}
    </th>
  );
}
