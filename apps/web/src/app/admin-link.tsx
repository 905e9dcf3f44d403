import { Link } from '@tanstack/react-router';

/**
 * The administrator's way to the review page: an icon in the header (named for screen readers
 * and on hover), so the header keeps one row at 1280 px in every language (issue 30); the
 * Russian "Администрирование" alone took 174 px.
 */
export function AdminLink({ label }: { label: string }) {
  return (
    <Link
      to="/admin/"
      className="admin-link"
      data-testid="admin-link"
      aria-label={label}
      title={label}
    >
      {/* Drawn, not an emoji: servers and kiosks often lack an emoji font. */}
      <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
        <path
          d="M8 1.5 2.5 3.5v4c0 3.3 2.3 6 5.5 7 3.2-1 5.5-3.7 5.5-7v-4zM5.5 8l1.8 1.8L10.8 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
    </Link>
  );
}
