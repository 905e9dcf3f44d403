import './top-panel.css';

interface Props {
  title: string;
  text: string;
  actionText: string | null;
  actionHref: string | null;
  closeLabel: string;
  onClose(): void;
  testId?: string;
}

/** A slim panel above the header (the mobile-app offer). */
export function TopPanel({
  title,
  text,
  actionText,
  actionHref,
  closeLabel,
  onClose,
  testId,
}: Props) {
  return (
    <div className="top-panel" role="region" aria-label={title} data-testid={testId}>
      <div className="top-panel-inner">
        <span className="top-panel-icon" aria-hidden="true" />
        <p className="top-panel-text">
          <strong>{title}</strong> {text}
        </p>
        {actionText && actionHref && (
          <a
            className="button primary small"
            href={actionHref}
            target="_blank"
            rel="noopener noreferrer"
          >
            {actionText}
          </a>
        )}
        <button type="button" className="top-panel-close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
    </div>
  );
}
