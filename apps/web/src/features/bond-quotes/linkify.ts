/** A contact line in pieces: plain text, and the telegram links it holds. */
export type ContactPart = { text: string } | { href: string };

/** t.me and telegram.me links, with or without the scheme (spec: "ttl may hold a telegram link"). */
const TELEGRAM = /(?:https?:\/\/)?(?:t|telegram)\.me\/[A-Za-z0-9_+/-]+/g;

/** Splits a contact line so that its telegram links can be drawn as links (https always). */
export function splitTelegramLinks(line: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let at = 0;
  for (const match of line.matchAll(TELEGRAM)) {
    const start = match.index;
    if (start > at) parts.push({ text: line.slice(at, start) });
    const link = match[0];
    parts.push({
      href: /^https?:\/\//.test(link) ? link.replace(/^http:/, 'https:') : `https://${link}`,
    });
    at = start + link.length;
  }
  if (at < line.length) parts.push({ text: line.slice(at) });
  return parts;
}
