/**
 * Whether an error means the database server is out of reach (stopped, restarting, the network
 * cut), as opposed to a bad query: the request then answers 503 database_unavailable and the
 * service recovers by itself when the server is back. Drizzle wraps the driver's error in
 * `cause`; a refused connection may come as an AggregateError of several addresses.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** SQLSTATE: 08xxx connection exceptions; 57P01-57P03 admin/crash shutdown, cannot connect now. */
const UNAVAILABLE_STATES = /^(08...|57P0[123])$/;
const LOST_CONNECTION = /connection terminated|not queryable|connection error|connection ended/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
    return true;
  if (LOST_CONNECTION.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** The database's own words: drizzle wraps them in "Failed query: <the whole statement>". */
export function databaseWords(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
