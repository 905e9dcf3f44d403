import type { ReactNode } from 'react';

export interface Definition {
  term: string;
  value: ReactNode;
  testId?: string;
}

/** Label/value pairs in two columns on wide screens, one on narrow. */
export function DefinitionList({ items }: { items: Definition[] }) {
  return (
    <dl className="definitions">
      {items.map((item) => (
        <div key={item.term} className="definition" data-testid={item.testId}>
          <dt>{item.term}</dt>
          <dd>{item.value === '' || item.value === null ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
