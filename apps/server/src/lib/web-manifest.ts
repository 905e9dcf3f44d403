import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST } from './paths';

/** One chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page's own chunk needs beyond the entry that index.html already loads. */
export interface PageAssets {
  /** Module URLs, the page's chunk first: preloaded so the page costs no extra round trip. */
  scripts: string[];
  /** Its style sheets, linked so the page draws styled at once (no shift when they arrive). */
  styles: string[];
}

const NONE: PageAssets = { scripts: [], styles: [] };

export function loadManifest(distDir = WEB_DIST): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The script and style URLs an HTML page loads itself (`src` and `href` of its tags). */
export function urlsLoadedBy(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!));
}

/**
 * The chunks and styles of the page module `source` (its path in apps/web, e.g.
 * `src/app/pages/bond-page.tsx`), static imports followed to the end, without what the page's
 * HTML (index.html) loads itself. No manifest (the web app not built) or no such page: nothing.
 */
export function pageAssets(
  manifest: Manifest | null,
  source: string,
  loaded: ReadonlySet<string>,
): PageAssets {
  if (!manifest?.[source]) return NONE;
  const chunks: ManifestChunk[] = [];
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.includes(chunk)) return;
    chunks.push(chunk);
    for (const next of chunk.imports ?? []) walk(next);
  };
  walk(source);
  const urls = (files: string[]) =>
    [...new Set(files.map((file) => `/${file}`))].filter((url) => !loaded.has(url));
  return {
    scripts: urls(chunks.map((chunk) => chunk.file)),
    styles: urls(chunks.flatMap((chunk) => chunk.css ?? [])),
  };
}
