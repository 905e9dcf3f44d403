import type { ReactNode } from 'react';

/** A short message in place of content: loading, no data, or a refusal. */
export function Notice({
  tone = 'info',
  children,
  testId,
}: {
  tone?: 'info' | 'warning' | 'error';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`notice notice-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
