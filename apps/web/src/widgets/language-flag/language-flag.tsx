import { FLAGS } from './flags';
import './language-flag.css';

/**
 * A language shown as a flag image (spec: each comment shows a flag by its language), named in
 * full by `label` (its tooltip and accessible name). A language without a flag shows its code.
 */
export function LanguageFlag({
  language,
  label,
  testId,
}: {
  language: string;
  label: string;
  testId?: string;
}) {
  const flag = FLAGS[language];
  if (!flag)
    return (
      <span className="language-flag-code" title={label} aria-label={label} data-testid={testId}>
        {language.toUpperCase()}
      </span>
    );
  return (
    <svg
      className="language-flag"
      viewBox="0 0 18 12"
      width="18"
      height="12"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-language={language}
    >
      <title>{label}</title>
      {flag}
    </svg>
  );
}
