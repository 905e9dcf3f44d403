import fs from 'node:fs';

/**
 * How Bondsight starts Chromium: the page PDF's browser and the e2e suite (which imports this
 * file) share one lookup and one set of flags.
 */

/** Debian's Chromium when present (never download a browser). */
export function debianChromium(): string | undefined {
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
}

/** The server's Chromium: CHROMIUM_PATH overrides Debian's. */
export function chromiumExecutable(): string | undefined {
  return process.env.CHROMIUM_PATH || debianChromium();
}

/** Flags for a sandboxed, offline machine: no background calls to outside hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
