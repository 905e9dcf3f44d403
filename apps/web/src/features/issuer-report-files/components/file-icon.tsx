import type { FileFormat } from './file-format';

/**
 * A document with its format written on it (PDF, ZIP, RAR): drawn, not an image or an
 * emoji, so it needs no request and reads on any system. The colour tells formats apart.
 */
export function FileIcon({ format }: { format: FileFormat }) {
  return (
    <svg
      className={`report-file-icon report-file-icon-${format}`}
      viewBox="0 0 24 28"
      width="20"
      height="24"
      aria-hidden="true"
      data-format={format}
    >
      <path d="M2 1h13l7 7v19H2z" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15 1v7h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect className="report-file-icon-band" x="0" y="14" width="20" height="9" rx="1.5" />
      <text x="10" y="21" textAnchor="middle" fontSize="7" fontWeight="700" fill="#fff">
        {format === 'file' ? '' : format.toUpperCase()}
      </text>
    </svg>
  );
}
