import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots -w @bondsight/e2e`: pages at 1280 and 680 px in eng, rus, chn, into screenshots/. */
export default defineConfig({ ...base, testDir: './screenshots', reporter: [['list']] });
