import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  listCatalogueFiles,
  readCatalogueFile,
  readLabels,
  REFERENCE_LANGUAGE,
} from '../src/index';

const referenceFiles = listCatalogueFiles(REFERENCE_LANGUAGE);
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

/** Texts that are the same in every language by nature: names, codes, symbols. */
const UNTRANSLATED_ALLOWED = new Set(['Bondsight', 'ISIN', 'API', 'OK', 'Excel']);

describe('label catalogue', () => {
  it('has the reference language files', () => {
    expect(referenceFiles).toContain('errors.json');
    expect(referenceFiles).toContain('common.json');
  });

  it('holds every label key of the spec error catalogues', () => {
    const errors = readLabels('eng', 'errors') ?? {};
    const specKeys = [
      'need_auth',
      'access_denied_auth',
      'no_data_for_period',
      'many_points',
      'no_graph_data',
      'no_select_trading_ground',
      'graph_period_start_incorrect',
      'compare_max_count_alert',
      'compare_max_index_count_alert',
      'no_data',
      'empty_quotes_text',
      'empty_quotes_btn',
      'forbidden_request_label',
      'already_send_request_label',
      'send_request_label',
      'need_get_access',
      'request_sent',
      'request_rejected',
      'download_denied',
      'send_access_request',
      'wl_error_no_date',
      'wl_error_no_price',
      'watchlist_nsd_forbiddance',
    ];
    expect(specKeys.filter((key) => !(key in errors))).toEqual([]);
  });

  for (const lang of LANGUAGES) {
    describe(lang, () => {
      it('has the same files as the reference language', () => {
        expect(listCatalogueFiles(lang)).toEqual(referenceFiles);
      });

      for (const file of referenceFiles) {
        it(`${file}: has every key, no extra key, and keeps placeholders`, () => {
          const reference = readCatalogueFile(REFERENCE_LANGUAGE, file) ?? {};
          const labels = readCatalogueFile(lang, file) ?? {};
          expect(Object.keys(labels).sort()).toEqual(Object.keys(reference).sort());
          for (const [key, text] of Object.entries(labels)) {
            expect(text.trim(), `${lang}/${file} ${key} is empty`).not.toBe('');
            expect(placeholders(text), `${lang}/${file} ${key}`).toEqual(
              placeholders(reference[key] ?? ''),
            );
          }
        });
      }

      if (lang !== REFERENCE_LANGUAGE) {
        it('is translated, not an English copy', () => {
          const copies: string[] = [];
          for (const file of referenceFiles) {
            const reference = readCatalogueFile(REFERENCE_LANGUAGE, file) ?? {};
            const labels = readCatalogueFile(lang, file) ?? {};
            for (const [key, text] of Object.entries(labels)) {
              if (text === reference[key] && !UNTRANSLATED_ALLOWED.has(text))
                copies.push(`${file}:${key}`);
            }
          }
          // Some words are the same in both languages (German "Status", Italian "Email");
          // a copied catalogue would have most of its texts identical.
          const total = referenceFiles.reduce(
            (n, f) => n + Object.keys(readCatalogueFile(lang, f) ?? {}).length,
            0,
          );
          expect(copies.length / total, copies.join(', ')).toBeLessThan(0.1);
        });
      }
    });
  }
});
