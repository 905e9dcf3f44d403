import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, type Language } from '@bondsight/contracts';

/**
 * The label catalogue: `catalogue/<lang>/<module>.json` holds a module's labels and
 * `catalogue/<lang>/<module>/<repository>.json` a repository's within it. Every file is a
 * flat object of label key -> text, and every language has exactly the English keys.
 * The folder is found through the package's own name (not this file's place), so it holds
 * both in source and inside the server's bundle.
 */
export const CATALOGUE_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@bondsight/labels/package.json')),
  'catalogue',
);
export const REFERENCE_LANGUAGE: Language = 'eng';

export type Labels = Record<string, string>;

const NAME = /^[a-z][a-z0-9_-]{0,40}$/;
const cache = new Map<string, Labels | null>();

/** A module's labels, or a repository's when given; null when there is no such file. */
export function readLabels(lang: Language, module: string, repository?: string): Labels | null {
  if (!NAME.test(module) || (repository !== undefined && !NAME.test(repository))) return null;
  const relative = repository ? path.join(module, `${repository}.json`) : `${module}.json`;
  const key = `${lang}/${relative}`;
  if (!cache.has(key)) cache.set(key, readJson(path.join(CATALOGUE_DIR, lang, relative)));
  return cache.get(key) ?? null;
}

function readJson(file: string): Labels | null {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Labels;
}

/** Every catalogue file of a language, as paths relative to its folder (`bond/statuses.json`). */
export function listCatalogueFiles(lang: Language): string[] {
  const root = path.join(CATALOGUE_DIR, lang);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export function readCatalogueFile(lang: Language, relative: string): Labels | null {
  return readJson(path.join(CATALOGUE_DIR, lang, relative));
}

export { LANGUAGES };
