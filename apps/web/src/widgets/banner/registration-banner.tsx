import { useId } from 'react';
import './banner.css';

export type RegistrationVariant = 'engaged' | 'exit';

interface Props {
  variant: RegistrationVariant;
  title: string;
  text: string;
  ctaText: string;
  ctaHref: string;
  closeLabel: string;
  onClose(): void;
  onCta?(): void;
}

/**
 * The registration banner in two variants: "engaged" (after reading or idling a while) and
 * "exit" (the pointer is leaving the page). A card in the corner: it covers no content.
 */
export function RegistrationBanner(props: Props) {
  const titleId = useId();
  return (
    <aside
      className={`registration-banner registration-banner-${props.variant}`}
      aria-labelledby={titleId}
      data-testid="registration-banner"
      data-variant={props.variant}
    >
      <button
        type="button"
        className="banner-close"
        onClick={props.onClose}
        aria-label={props.closeLabel}
        data-testid="registration-banner-close"
      >
        ×
      </button>
      <p className="registration-banner-title" id={titleId}>
        {props.title}
      </p>
      <p className="registration-banner-text">{props.text}</p>
      <a className="button primary" href={props.ctaHref} onClick={props.onCta}>
        {props.ctaText}
      </a>
    </aside>
  );
}
