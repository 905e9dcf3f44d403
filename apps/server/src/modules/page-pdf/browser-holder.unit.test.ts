import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumExecutable } from '../../lib/chromium';
import { BrowserHolder } from './browser-holder';

/** Opens a page in the holder's browser and hands the browser back for a look. */
const print = (holder: BrowserHolder) =>
  holder.use(async (browser) => {
    const context = await browser.newContext();
    await (await context.newPage()).setContent('<h1>print</h1>');
    await context.close();
    return browser;
  });

describe.skipIf(!chromiumExecutable())('the print browser holder (a real Chromium)', () => {
  it('measures the browser and keeps it under the memory ceiling', async () => {
    const roomy = new BrowserHolder({ idleMs: null, memoryCeilingBytes: 64 * 2 ** 30 });
    try {
      const first = await print(roomy);
      const bytes = await roomy.memoryBytes();
      // Several processes (browser, renderer, GPU, network): tens of megabytes at least.
      expect(bytes).toBeGreaterThan(20 * 2 ** 20);
      expect(await print(roomy)).toBe(first);
      expect(roomy.restarts).toBe(0);
    } finally {
      await roomy.close();
    }

    // A ceiling every browser is over: each print retires its browser, the next gets a new one.
    const tight = new BrowserHolder({ idleMs: null, memoryCeilingBytes: 1 });
    try {
      const first: Browser = await print(tight);
      expect(tight.restarts).toBe(1);
      expect(first.isConnected()).toBe(false);
      const second = await print(tight);
      expect(second).not.toBe(first);
      expect(tight.restarts).toBe(2);
    } finally {
      await tight.close();
    }
  }, 60_000);
});
