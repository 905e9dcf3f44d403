import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface Props {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  /** A wider box, for content laid out in columns (e.g. the page PDF's block list). */
  wide?: boolean;
}

/**
 * A modal dialog: focus moves into it on opening and back to where it was on closing;
 * Escape and the backdrop close it.
 */
export function Dialog({ open, title, closeLabel, onClose, children, testId, wide }: Props) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = boxRef.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not(.dialog-close), a[href]',
    );
    (first ?? boxRef.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={boxRef}
        className={wide ? 'dialog wide' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
