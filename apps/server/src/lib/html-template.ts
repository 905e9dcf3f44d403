import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST } from './paths';
import type { PageAssets } from './web-manifest';

export { WEB_DIST };

/** Used when the web app has not been built (API tests): the same slots, no scripts. */
const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bondsight</title></head><body><div id="root"></div></body></html>`;

export function loadTemplate(): string {
  const file = path.join(WEB_DIST, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** JSON inside a <script> data block: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageMeta {
  title: string;
  description: string;
  htmlLang: string;
  globals: unknown;
  /** Same-origin JSON the app fetches before it draws: fetched while its scripts load. */
  preloads?: readonly string[];
  /** The page's own chunks and styles (lib/web-manifest): loaded beside the entry. */
  assets?: PageAssets;
}

/** Puts the page's own title and description where links and search engines read them. */
export function renderPage(template: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const head = [
    `<meta name="description" content="${description}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<script type="application/json" id="bs-globals">${scriptJson(meta.globals)}</script>`,
    // crossorigin="anonymous": the credentials mode of the app's own fetch(), so it is reused.
    ...(meta.preloads ?? []).map(
      (url) => `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="anonymous">`,
    ),
    // As Vite links the entry's own (crossorigin: module scripts are fetched in CORS mode).
    ...(meta.assets?.styles ?? []).map(
      (url) => `<link rel="stylesheet" crossorigin href="${escapeHtml(url)}">`,
    ),
    ...(meta.assets?.scripts ?? []).map(
      (url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`,
    ),
  ].join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(meta.htmlLang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${head}</head>`);
}
