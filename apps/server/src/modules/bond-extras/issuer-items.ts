import {
  OWNER_RELATION_TYPES,
  pickText,
  type BondExtrasResponse,
  type Language,
} from '@bondsight/contracts';
import type * as repo from './bond-extras.repository';

/*
 * The blocks read from tables other features own (index constituents, the ownership graph,
 * documents, report files, multipliers, consensus forecasts), shaped for the extras answer.
 */

type Extras = BondExtrasResponse;
type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/**
 * The indexes the bond is in now (its latest period is the index's latest), with the start
 * of its unbroken membership: periods chain when one ends where (or after) the next begins.
 */
export function indexMemberships(
  rows: Rows<typeof repo.findIndexPeriods>,
  lang: Language,
): Extras['indexes'] {
  const byIndex = new Map<number, typeof rows>();
  for (const row of rows) byIndex.set(row.indexId, [...(byIndex.get(row.indexId) ?? []), row]);
  const out: Extras['indexes'] = [];
  for (const periods of byIndex.values()) {
    const latest = periods[periods.length - 1];
    if (!latest || latest.fromDate !== latest.latestFrom) continue;
    let since = latest.fromDate;
    for (let i = periods.length - 2; i >= 0; i--) {
      const period = periods[i]!;
      if (period.toDate === null || period.toDate < since) break;
      since = period.fromDate;
    }
    out.push({
      id: latest.indexId,
      code: latest.code,
      name: pickText(latest.names, lang),
      weight: latest.weight,
      since,
      until: latest.toDate,
    });
  }
  return out.sort((a, b) => b.weight - a.weight);
}

/** The issuer's related companies, each with what it is to the issuer and who owns whom. */
export function relatedIssuers(
  rows: Rows<typeof repo.findRelations>,
  lang: Language,
): Extras['relatedIssuers'] {
  return rows.map((r) => ({
    emitent: { id: r.otherId, name: pickText(r.otherNames, lang) },
    relation: pickText(r.relTypeNames, lang),
    share: r.share,
    direction: OWNER_RELATION_TYPES.includes(r.relType) ? ('owner' as const) : ('owned' as const),
    bonds: Number(r.bonds),
  }));
}

export function annualReports(
  rows: Rows<typeof repo.findAnnualReports>,
  lang: Language,
): Extras['annualReports'] {
  return rows.map((r) => ({
    id: r.id,
    title: pickText(r.names, lang),
    date: r.date,
    language: r.language,
    sizeBytes: r.sizeBytes,
  }));
}

const FORMATS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.rar': 'rar',
};

/** Years of report files the block lists: the latest and the two before. */
const REPORTING_YEARS = 3;

/** Report files grouped by period and standard: which languages and file types exist. */
export function reportingPeriods(rows: Rows<typeof repo.findReportFiles>): Extras['reporting'] {
  const out = new Map<string, Extras['reporting'][number]>();
  const latest = Math.max(...rows.map((r) => r.year));
  for (const r of rows) {
    if (r.year <= latest - REPORTING_YEARS) continue;
    const key = `${r.year}-${r.quarter}-${r.standard}`;
    const period = out.get(key) ?? {
      year: r.year,
      quarter: r.quarter,
      standard: r.standard,
      languages: [],
      formats: [],
    };
    if (!period.languages.includes(r.language)) period.languages.push(r.language);
    const format = FORMATS[r.mimetype] ?? 'other';
    if (!period.formats.includes(format)) period.formats.push(format);
    out.set(key, period);
  }
  return [...out.values()];
}

/**
 * Each multiplier's latest value and the one before: annual (period 2) where the issuer has
 * annual figures, else quarterly.
 */
export function latestMultipliers(
  rows: Rows<typeof repo.findMultipliers>,
  lang: Language,
): Extras['multipliers'] {
  const period = rows.some((r) => r.period === 2) ? 2 : 1;
  const byCode = new Map<string, typeof rows>();
  for (const r of rows)
    if (r.period === period) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
  return [...byCode.values()].map(([latest, previous]) => ({
    code: latest!.code,
    name: pickText(latest!.names, lang),
    group: pickText(latest!.groupNames, lang),
    period,
    periodEnd: latest!.periodEnd,
    value: latest!.value,
    previous: previous?.value ?? null,
  }));
}

export function consensusFigures(
  rows: Rows<typeof repo.findConsensus>,
  lang: Language,
): Extras['consensus'] {
  return rows.map((r) => ({
    indicator: pickText(r.indexNames, lang),
    period: r.period,
    actual: r.actualValue,
    forecast: r.forecastValue,
    analysts: r.analysts,
    date: r.date,
  }));
}
