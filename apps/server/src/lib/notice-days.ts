/**
 * An option's notice period as a number of days. The column keeps text (a source may publish
 * a notice period of another shape), but a count of days is data, worded by the page in the
 * reader's language: the demo world stores the bare number ("14"); worlds generated before it
 * did stored "14 days". Anything else is no count (null): the page shows it as published.
 */
const COUNT_OF_DAYS = /^\s*(\d{1,4})(?:\s*days?)?\s*$/i;

export function noticeDays(stored: string | null): number | null {
  const match = stored === null ? null : COUNT_OF_DAYS.exec(stored);
  return match ? Number(match[1]) : null;
}

/** The published text of a notice period that is not a count of days; null otherwise. */
export function publishedNotice(stored: string | null): string | null {
  return stored === null || noticeDays(stored) !== null || stored.trim() === '' ? null : stored;
}
