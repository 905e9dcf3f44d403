import { CHROMIUM_ARGS, debianChromium } from '../../apps/server/src/lib/chromium';

/** Debian's Chromium when present; else Playwright's own, if installed. */
export const chromiumPath = debianChromium();

/** The server's flags (apps/server/src/lib/chromium.ts), so the suite prints as it does. */
export const chromiumArgs = CHROMIUM_ARGS;

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const DEMO_PASSWORD = 'demo-password-e2e';
