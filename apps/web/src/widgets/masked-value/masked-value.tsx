import './masked-value.css';

/**
 * A value the server withheld (spec: masked cells show asterisks with a tooltip, and a link
 * to sign-up for a visitor). Data-free: the caller passes the texts.
 */
export function MaskedValue({ hint, href }: { hint: string; href?: string }) {
  const stars = (
    <span className="masked-value" title={hint} aria-label={hint} data-testid="masked-value">
      ***
    </span>
  );
  return href ? (
    <a className="masked-link" href={href} title={hint}>
      {stars}
    </a>
  ) : (
    stars
  );
}
