import type { LocalizedText } from '@bondsight/contracts';
import { byLanguage, colon, WORDS } from '../names/index';
import { PROVIDERS } from './analytics/comments';
import { AGENCIES, POINT_ROWS, SCALES } from './credit/scales';
import { INDEX_DEFS } from './market/indexes';
import { VALUATION_SERVICES, type Dealer } from './market/quotes';
import { LINES } from './reports/catalogue';
import { MULTIPLIER_GROUPS, MULTIPLIERS } from './reports/multipliers';
import type { Sinks } from './sinks';
import { description } from './world/issuer-texts';
import { COUNTRIES, countryId, CURRENCIES, currencyId, GROUNDS } from './world/reference';
import { REGIONS } from './world/regions';
import { CURVE_DEFS, CURVE_TENORS } from './world/curves';
import type { World } from './world/world';

/** Reference data, issuers, curves and every catalogue: the world's small tables. */
export function writeStaticRows(world: World, sinks: Sinks, dealers: Dealer[]) {
  for (const c of COUNTRIES) sinks.countries.push({ id: c.id, isoCode: c.iso, names: c.names });
  for (const r of REGIONS)
    sinks.regions.push({ id: r.id, countryId: countryId(r.country), names: r.names });
  for (const c of CURRENCIES) sinks.currencies.push(c);
  for (const g of GROUNDS)
    sinks.grounds.push({
      id: g.id,
      names: g.names,
      countryId: g.country ? countryId(g.country) : null,
      isExchange: g.isExchange,
      source: 'demo',
    });
  for (const d of dealers) {
    const n = d.company.names;
    const desk = byLanguage((l) => `${n[l] ?? n.eng ?? ''}${colon(l)}${WORDS.bondDesk[l]}`);
    sinks.grounds.push({
      id: d.ground,
      names: desk,
      countryId: countryId(d.company.country),
      isExchange: false,
      source: 'demo',
    });
  }
  // The portal's valuation services quote as participants with no company page of their own.
  for (const v of VALUATION_SERVICES) {
    sinks.grounds.push({
      id: v.ground,
      names: v.names,
      countryId: null,
      isExchange: false,
      source: 'demo',
    });
    sinks.participants.push({
      id: v.ground,
      url: null,
      emitentId: null,
      responsePersonId: null,
      hideQuotes: false,
    });
  }
  for (const i of world.issuers) {
    const region = REGIONS.find((r) => r.id === i.regionId) ?? null;
    sinks.issuers.push({
      id: i.id,
      names: i.names,
      fullNames: i.fullNames,
      countryId: countryId(i.country),
      regionId: i.regionId,
      sector: i.sector,
      isSovereign: i.kind === 'sovereign',
      registryCode: i.registryCode,
      website: i.website,
      descriptions: description(i.names, i.sector, region?.names ?? null),
    });
  }
  writeCurves(world, sinks);
  for (const a of AGENCIES) sinks.agencies.push(a);
  for (const s of SCALES)
    sinks.scales.push({ id: s.id, agencyId: s.agencyId, code: s.code, names: s.names });
  POINT_ROWS.forEach((p, k) => sinks.points.push({ id: k + 1, ...p }));
  dealers.forEach((d, k) => {
    const slug = (d.company.names.eng ?? 'dealer').toLowerCase().replace(/[^a-z0-9]+/g, '_');
    sinks.participants.push({
      id: d.ground,
      url: d.company.website ? `${d.company.website}/dcm` : null,
      emitentId: d.company.id,
      responsePersonId: 1000 + k,
      hideQuotes: k === 2,
    });
    const phone = `+7 495 555-${String(10 + k).padStart(2, '0')}-00`;
    sinks.contacts.push({
      emitentId: d.company.id,
      sort: 1,
      ttl: byLanguage(
        (l) =>
          `${WORDS.salesDesk[l]}${colon(l)}${phone}${l === 'chn' ? '' : `, sales@${slug}.example`}`,
      ),
    });
    sinks.contacts.push({
      emitentId: d.company.id,
      sort: 2,
      ttl: byLanguage((l) => `${WORDS.telegram[l]}${colon(l)}https://t.me/${slug}_bonds`),
    });
  });
  for (const d of INDEX_DEFS)
    sinks.indexes.push({
      id: d.id,
      code: d.code,
      names: d.names,
      currencyId: currencyId(d.currency),
      source: 'demo',
    });
  const etfs: [string, LocalizedText, 'RUB' | 'USD' | 'CNY'][] = [
    [
      'BSGB',
      { eng: 'Bondsight OFZ ETF', rus: 'БПИФ Bondsight ОФЗ', chn: 'Bondsight 俄罗斯国债 ETF' },
      'RUB',
    ],
    [
      'BSCB',
      {
        eng: 'Bondsight Corporate Bond ETF',
        rus: 'БПИФ Bondsight корпоративные облигации',
        chn: 'Bondsight 公司债 ETF',
      },
      'RUB',
    ],
    [
      'BSUS',
      {
        eng: 'Bondsight US Treasury ETF',
        rus: 'БПИФ Bondsight казначейские облигации США',
        chn: 'Bondsight 美国国债 ETF',
      },
      'USD',
    ],
  ];
  for (const [ticker, names, currency] of etfs)
    sinks.equities.push({
      kind: 'etf',
      ticker,
      isin: null,
      names,
      emitentId: null,
      currencyId: currencyId(currency),
      source: 'demo',
    });
  for (const p of PROVIDERS)
    sinks.providers.push({ id: p.id, names: p.names, moderated: p.moderated });
  LINES.forEach((l, k) =>
    sinks.lines.push({
      standard: l.standard,
      tableCode: l.table,
      lineCode: l.code,
      parentCode: l.parent,
      sort: k + 1,
      names: l.names,
      dataSetType: l.dataSetType,
      closed: l.closed,
    }),
  );
  MULTIPLIERS.forEach((m, k) =>
    sinks.multiplierDefs.push({
      code: m.code,
      groupId: m.groupId,
      groupNames: MULTIPLIER_GROUPS[m.groupId] as LocalizedText,
      names: m.names,
      sort: k + 1,
      formula: m.formula,
    }),
  );
}

/** Each day's curve parameters and its zero yields (effective annual, %) at standard tenors. */
function writeCurves(world: World, sinks: Sinks) {
  for (const def of CURVE_DEFS)
    sinks.curves.push({
      id: def.id,
      code: def.code,
      countryId: countryId(def.country),
      currencyId: currencyId(def.currency),
      names: def.names,
      kind: 'zero',
      source: 'demo',
    });
  const days = world.history.days.length;
  for (const def of CURVE_DEFS) {
    const path = world.curves[def.currency];
    for (let i = world.windowStart; i < days; i++) {
      const date = world.history.isoDays[i] as string;
      sinks.curveParams.push({ curveId: def.id, date, params: path.params(i) });
      const curve = path.curve(i);
      for (const t of CURVE_TENORS)
        sinks.curvePoints.push({
          curveId: def.id,
          date,
          tenorYears: t,
          value: Math.expm1(curve.zeroRate(t)) * 100,
        });
    }
  }
}
