const DAY_MS = 86_400_000;

/**
 * The as-of day (YYYY-MM-DD) a server-counted age was counted against: the value's day plus
 * its age, for the stale mark's title. No rule here: the server decides what is stale.
 */
export function asOfDayOf(date: string, ageDays: number): string {
  return new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + ageDays * DAY_MS)
    .toISOString()
    .slice(0, 10);
}
