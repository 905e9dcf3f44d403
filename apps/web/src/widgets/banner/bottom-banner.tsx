import './banner.css';

interface Props {
  text: string;
  linkText: string | null;
  url: string | null;
  closeLabel: string;
  onClose(): void;
}

/** The bottom (house) banner at the end of the page, with a close button. */
export function BottomBanner({ text, linkText, url, closeLabel, onClose }: Props) {
  return (
    <aside className="bottom-banner" aria-label={text} data-testid="bottom-banner">
      <div className="bottom-banner-inner">
        <p className="bottom-banner-text">
          {text}
          {url && linkText && (
            <>
              {' '}
              <a href={url} className="bottom-banner-link">
                {linkText}
              </a>
            </>
          )}
        </p>
        <button
          type="button"
          className="banner-close"
          onClick={onClose}
          aria-label={closeLabel}
          data-testid="bottom-banner-close"
        >
          ×
        </button>
      </div>
    </aside>
  );
}
