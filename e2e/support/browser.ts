import fs from 'node:fs';

/** Debian's Chromium when present (never download a browser); else Playwright's own, if installed. */
export const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  fs.existsSync(p),
);

/** Flags for a sandboxed, offline machine: no background calls to outside hosts. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const DEMO_PASSWORD = 'demo-password-e2e';
