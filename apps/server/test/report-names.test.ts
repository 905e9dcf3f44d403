import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, type LocalizedText } from '@bondsight/contracts';
import type { Database } from '../src/db/client';
import { financialReports, multiplierDefinitions, reportLines } from '../src/db/schema/index';
import { LINES } from '../src/data/demo-world/reports/catalogue';
import { MULTIPLIER_GROUPS, MULTIPLIERS } from '../src/data/demo-world/reports/multipliers';
import { BANK_LINE_NAMES } from '../src/data/demo-world/reports/names/bank';
import { MSFO_LINE_NAMES } from '../src/data/demo-world/reports/names/msfo';
import {
  MULTIPLIER_GROUP_NAMES,
  MULTIPLIER_NAMES,
} from '../src/data/demo-world/reports/names/multipliers';
import { REPORT_NAMES } from '../src/data/demo-world/reports/names/report-names';
import { RSBU_LINE_NAMES } from '../src/data/demo-world/reports/names/rsbu';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

/**
 * Statement line, multiplier and report names in each of the ten interface languages
 * (issue 13 item 9), as the catalogue defines them and as the seeded database stores them.
 */

/**
 * True abbreviations every language writes as English does (Russian included): a name made
 * only of these, digits and punctuation may equal the English one, and needs no Cyrillic in
 * Ukrainian or Russian. Everything else is translated.
 */
const ABBREVIATIONS = ['EBITDA', 'ROE', 'ROA', 'P/E', 'P/B', 'RAS'];
const LATIN_LANGUAGES: Language[] = ['pol', 'ita', 'deu', 'esp', 'fra', 'tur'];
const CYRILLIC = /[\u0400-\u04ff]/;
const CJK = /[\u4e00-\u9fff]/;

function abbreviationsOnly(name: string): boolean {
  const rest = ABBREVIATIONS.reduce((s, a) => s.split(a).join(' '), name);
  return /^[\s\d.,%/()-]*$/.test(rest);
}

interface Named {
  what: string;
  names: LocalizedText;
}

const named: Named[] = [
  ...LINES.map((l) => ({ what: `line ${l.standard}:${l.table}:${l.code}`, names: l.names })),
  ...MULTIPLIERS.map((m) => ({ what: `multiplier ${m.code}`, names: m.names })),
  ...Object.entries(MULTIPLIER_GROUPS).map(([id, names]) => ({ what: `group ${id}`, names })),
  ...Object.entries(REPORT_NAMES).map(([key, names]) => ({ what: `report ${key}`, names })),
];

/** Every broken rule, as "what lang: why", so one failure lists them all. */
function problems(item: Named): string[] {
  const out: string[] = [];
  const eng = item.names.eng ?? '';
  for (const lang of LANGUAGES) {
    const name = item.names[lang];
    const at = `${item.what} ${lang}`;
    if (typeof name !== 'string' || name.trim() === '') {
      out.push(`${at}: missing`);
      continue;
    }
    if (name !== name.trim()) out.push(`${at}: stray spaces`);
    const abbreviated = abbreviationsOnly(name);
    if (lang !== 'eng' && name === eng && !abbreviated) out.push(`${at}: copy of English`);
    if ((lang === 'ukr' || lang === 'rus') && !abbreviated && !CYRILLIC.test(name))
      out.push(`${at}: not Cyrillic`);
    if (lang === 'chn' && !CJK.test(name)) out.push(`${at}: no Chinese characters`);
    if (LATIN_LANGUAGES.includes(lang) && (CYRILLIC.test(name) || CJK.test(name)))
      out.push(`${at}: not Latin script`);
  }
  return out;
}

describe('report line, multiplier and report names', () => {
  it('lists every abbreviation it lets through', () => {
    expect(abbreviationsOnly('ROE (RAS), %')).toBe(true);
    expect(abbreviationsOnly('EBITDA')).toBe(true);
    expect(abbreviationsOnly('ROE (bank), %')).toBe(false);
    expect(abbreviationsOnly('Net debt / EBITDA')).toBe(false);
  });

  it('name everything in all ten languages, translated and in each language’s script', () => {
    expect(named.length).toBeGreaterThan(150);
    expect(named.flatMap(problems)).toEqual([]);
  });

  it('keep lines with different meanings apart in every language', () => {
    // Two lines of one table with different English names must not read alike in any
    // language (e.g. additional tier 1 and tier 2 capital).
    const clashes: string[] = [];
    const byTable = new Map<string, typeof LINES>();
    for (const l of LINES) {
      const key = `${l.standard}:${l.table}`;
      byTable.set(key, [...(byTable.get(key) ?? []), l]);
    }
    for (const [table, lines] of byTable)
      for (const lang of LANGUAGES) {
        const seen = new Map<string, string>();
        for (const l of lines) {
          const name = l.names[lang] ?? '';
          const eng = l.names.eng ?? '';
          const before = seen.get(name);
          if (before !== undefined && before !== eng)
            clashes.push(`${table} ${lang} "${name}": ${before} / ${eng}`);
          seen.set(name, eng);
        }
      }
    expect(clashes).toEqual([]);
  });

  it('keep the translation tables in step with the catalogue and the definitions', () => {
    const tables = { msfo: MSFO_LINE_NAMES, rsbu: RSBU_LINE_NAMES, bank_rsbu: BANK_LINE_NAMES };
    const translated = Object.entries(tables).flatMap(([standard, byTable]) =>
      Object.entries(byTable).flatMap(([table, codes]) =>
        Object.keys(codes).map((code) => `${standard}:${table}:${code}`),
      ),
    );
    expect(translated.sort()).toEqual(
      LINES.map((l) => `${l.standard}:${l.table}:${l.code}`).sort(),
    );
    expect(Object.keys(MULTIPLIER_NAMES).sort()).toEqual(MULTIPLIERS.map((m) => m.code).sort());
    expect(Object.keys(MULTIPLIER_GROUP_NAMES).sort()).toEqual(
      Object.keys(MULTIPLIER_GROUPS).sort(),
    );
  });
});

describe.skipIf(databaseMissing)(`report names as stored on ${databaseKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(true);
  });
  afterAll(() => database?.close());

  it('stores each line and multiplier with the catalogue’s own ten names', async () => {
    const lines = await database.db.select().from(reportLines);
    expect(lines).toHaveLength(LINES.length);
    const stored = new Map(lines.map((l) => [`${l.standard}:${l.tableCode}:${l.lineCode}`, l]));
    for (const l of LINES)
      expect(stored.get(`${l.standard}:${l.table}:${l.code}`)?.names, l.code).toEqual(l.names);

    const defs = await database.db.select().from(multiplierDefinitions);
    expect(defs).toHaveLength(MULTIPLIERS.length);
    for (const m of MULTIPLIERS) {
      const def = defs.find((d) => d.code === m.code);
      expect(def?.names, m.code).toEqual(m.names);
      expect(def?.groupNames, m.code).toEqual(MULTIPLIER_GROUPS[m.groupId]);
    }
  });

  it('stores every statement set under one of the report names', async () => {
    const reports = await database.db
      .selectDistinct({ names: financialReports.names })
      .from(financialReports);
    expect(reports.length).toBeGreaterThan(0);
    const known = Object.values(REPORT_NAMES).map((n) => JSON.stringify(n, [...LANGUAGES]));
    for (const r of reports) expect(known).toContain(JSON.stringify(r.names, [...LANGUAGES]));
  });
});
