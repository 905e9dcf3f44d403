/** An ISO day (yyyy-MM-dd) standing alone in a text. */
const ISO_DAY = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g;

/**
 * A published text holding ISO days (an option's acceptance period, stored as the source
 * wrote it: "2026-03-02 – 2026-03-08", or one end alone) with each day in the interface's
 * date format, as every other date of the pages, and the rest of the text as written. Each
 * day alone, not as an Intl range: ICU writes some ranges in another style than its single
 * dates (Chinese "2026/3/2 – 2026/3/8" beside "2026年3月2日").
 */
export function formatDatesIn(text: string, days: Intl.DateTimeFormat): string {
  return text.replace(ISO_DAY, (iso) => {
    const day = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? iso : days.format(day);
  });
}
