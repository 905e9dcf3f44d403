/**
 * A local ISS serving a whole generated market (iss-market.ts) in the documented JSON shapes:
 * the bonds list (whole in one answer, as ISS sends it), the securities search (100 a page),
 * each bond's description and bondization (paged by 100), the whole market's bondization
 * (paged by `limit`, each block with its cursor), and the history by date (100 rows a page with
 * `history.cursor`). `asOf` is the exchange's today: no history after it, weekends
 * empty. `malformed` dates answer a broken second page; `log` keeps every request
 * ("path?query" without iss.meta) for the tests' request counts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { moexZeroCurve, type MoexZcycParams } from '@bondsight/bond-math';
import type { MarketBond } from './iss-market';
import { priceOn } from './iss-market';

const PAGE = 100;
const block = (columns: string[], data: unknown[][]) => ({ columns, data });
const cursor = (index: number, total: number) =>
  block(['INDEX', 'TOTAL', 'PAGESIZE'], [[index, total, PAGE]]);

const LIST_COLUMNS = [
  'SECID',
  'BOARDID',
  'SHORTNAME',
  'COUPONVALUE',
  'NEXTCOUPON',
  'FACEVALUE',
  'MATDATE',
  'COUPONPERIOD',
  'ISSUESIZE',
  'SECNAME',
  'FACEUNIT',
  'BUYBACKDATE',
  'ISIN',
  'LATNAME',
  'REGNUMBER',
  'CURRENCYID',
  'LISTLEVEL',
  'COUPONPERCENT',
  'OFFERDATE',
  'CALLOPTIONDATE',
  'PUTOPTIONDATE',
  'BONDTYPE',
  'BONDSUBTYPE',
];
const HISTORY_COLUMNS = [
  'BOARDID',
  'TRADEDATE',
  'SHORTNAME',
  'SECID',
  'NUMTRADES',
  'VALUE',
  'LOW',
  'HIGH',
  'CLOSE',
  'LEGALCLOSEPRICE',
  'ACCINT',
  'WAPRICE',
  'YIELDCLOSE',
  'OPEN',
  'VOLUME',
  'MARKETPRICE2',
  'MARKETPRICE3',
  'ADMITTEDQUOTE',
  'MATDATE',
  'DURATION',
  'FACEVALUE',
  'CURRENCYID',
  'YIELDTOOFFER',
  'OFFERDATE',
];
const SEARCH_COLUMNS = [
  'id',
  'secid',
  'shortname',
  'regnumber',
  'name',
  'isin',
  'is_traded',
  'emitent_id',
  'emitent_title',
  'emitent_inn',
  'emitent_okpo',
  'gosreg',
  'type',
  'group',
  'primary_boardid',
  'marketprice_boardid',
];

const shortName = (b: MarketBond) =>
  b.type === 'ofz_bond' ? `ОФЗ ${b.secid.slice(2, 7)}` : b.secid;
const faceOn = (b: MarketBond, date: string) =>
  b.face -
  b.amortizations
    .filter((a) => a.date < date && a.date < b.maturity)
    .reduce((s, a) => s + a.value, 0);
const nextCoupon = (b: MarketBond, date: string) => b.coupons.find((c) => c.date >= date) ?? null;
type BondizationRows = Record<'coupons' | 'amortizations' | 'offers', unknown[][]>;
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The G-curve's parameters as MOEX published them around June 2021 (bp; t1 in years). */
const GCURVE_BASE: MoexZcycParams = {
  b1: 726.31,
  b2: -172.48,
  b3: 10.07,
  t1: 1.52,
  g1: 3.21,
  g2: -4.13,
  g3: 2.55,
  g4: 1.82,
  g5: -1.17,
  g6: 0.64,
  g7: 0,
  g8: 0,
  g9: 0,
};
const ZCYC_PARAM_COLUMNS = ['tradedate', 'tradetime', 'B1', 'B2', 'B3', 'T1'].concat(
  Array.from({ length: 9 }, (_, i) => `G${i + 1}`),
);
const ZCYC_PERIODS = [0.25, 0.5, 0.75, 1, 2, 3, 5, 7, 10, 15, 20, 30];

/** A day's G-curve: the base level moved a little each day (deterministic), bp. */
export function gcurveOn(date: string, shift = 0): MoexZcycParams {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return { ...GCURVE_BASE, b1: Math.round((GCURVE_BASE.b1 + (day % 9) - 4 + shift) * 100) / 100 };
}

export class IssMarketFake {
  log: string[] = [];
  /** Dates whose second history page is malformed (a row short of values). */
  malformed = new Set<string>();
  /** Dates whose G-curve the exchange has not published yet (empty blocks). */
  unpublishedCurves = new Set<string>();
  /** Dates whose G-curve answer is malformed (a parameter that is not a number). */
  malformedCurves = new Set<string>();
  /** Corrections of a day's history after it was published: date -> secid -> close. */
  corrections = new Map<string, Map<string, number>>();
  url = '';
  private readonly server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    url.searchParams.delete('iss.meta');
    this.log.push(`${url.pathname}${url.search}`);
    const body = this.answer(url);
    res.writeHead(body === null ? 404 : 200, { 'content-type': 'application/json' });
    res.end(body === null ? '{}' : JSON.stringify(body));
  });

  constructor(
    public bonds: MarketBond[],
    public asOf: string,
  ) {}

  /** Listens on 127.0.0.1 at `port` (default: one the system picks). */
  async start(port = 0) {
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * Requests of a kind in the log: list, search, description, bondization (a bond's), market
   * bondization (the whole market's pages), history, curve.
   */
  count(
    kind:
      | 'list'
      | 'search'
      | 'description'
      | 'bondization'
      | 'market bondization'
      | 'history'
      | 'curve',
  ) {
    const pattern = {
      curve: /^\/iss\/engines\/stock\/zcyc\.json/,
      list: /^\/iss\/engines\/stock\/markets\/bonds\/securities\.json/,
      search: /^\/iss\/securities\.json/,
      description: /^\/iss\/securities\/[^/]+\.json/,
      bondization: /^\/iss\/statistics\/engines\/stock\/markets\/bonds\/bondization\//,
      'market bondization': /^\/iss\/statistics\/engines\/stock\/markets\/bonds\/bondization\.json/,
      history: /^\/iss\/history\//,
    }[kind];
    return this.log.filter((l) => pattern.test(l)).length;
  }

  private answer(url: URL): unknown {
    const start = Number(url.searchParams.get('start') ?? 0);
    const path = url.pathname;
    if (path === '/iss/engines/stock/markets/bonds/securities.json')
      return { securities: block(LIST_COLUMNS, start > 0 ? [] : this.listRows()) };
    if (path === '/iss/securities.json') {
      const rows = this.bonds
        .slice(start, start + PAGE)
        .map((b, n) => [
          start + n + 1,
          b.secid,
          shortName(b),
          `4B02-${b.secid.slice(-6)}`,
          `${shortName(b)} облигации`,
          b.isin,
          1,
          b.emitterId,
          b.emitterTitle,
          b.inn,
          null,
          null,
          b.type,
          b.type === 'ofz_bond' ? 'stock_bonds' : 'stock_bonds',
          b.boards[0],
          b.boards[0],
        ]);
      return { securities: block(SEARCH_COLUMNS, rows) };
    }
    const described = /^\/iss\/securities\/([^/]+)\.json$/.exec(path);
    if (described) return this.description(described[1] as string);
    const bondization =
      /^\/iss\/statistics\/engines\/stock\/markets\/bonds\/bondization\/([^/]+)\.json$/.exec(path);
    if (bondization) return this.bondization(bondization[1] as string, start);
    if (path === '/iss/statistics/engines/stock/markets/bonds/bondization.json')
      return this.marketBondization(start, Number(url.searchParams.get('limit') ?? 20));
    if (path === '/iss/history/engines/stock/markets/bonds/securities.json')
      return this.history(url.searchParams.get('date') ?? '', start);
    if (path === '/iss/engines/stock/zcyc.json')
      return this.zcyc(url.searchParams.get('date') ?? '');
    return null;
  }

  /**
   * The G-curve of a day (`/iss/engines/stock/zcyc.json?date=D`): blocks `params` (a row per
   * time the curve was fitted during the day; the last is the day's) and `yearyields` (the
   * yields of each time at the published periods). Empty blocks before it is published.
   */
  private zcyc(date: string) {
    const published = date <= this.asOf && !isWeekend(date) && !this.unpublishedCurves.has(date);
    const times = published ? ['12:00:00', '18:40:00'] : [];
    const params = times.map((time, n) => {
      const p = gcurveOn(date, n === times.length - 1 ? 0 : 15);
      const values: unknown[] = [p.b1, p.b2, p.b3, p.t1, p.g1, p.g2, p.g3, p.g4, p.g5, p.g6];
      values.push(p.g7, p.g8, p.g9);
      if (this.malformedCurves.has(date)) values[0] = 'n/a';
      return [date, time, ...values];
    });
    const yearyields = times.flatMap((time, n) => {
      const curve = moexZeroCurve(gcurveOn(date, n === times.length - 1 ? 0 : 15));
      return ZCYC_PERIODS.map((t) => [
        date,
        time,
        t,
        Math.round(curve.effectiveYield(t) * 1e6) / 1e4,
      ]);
    });
    return {
      params: block(ZCYC_PARAM_COLUMNS, params),
      yearyields: block(['tradedate', 'tradetime', 'period', 'value'], yearyields),
    };
  }

  private listRows() {
    return this.bonds.flatMap((b) => {
      const next = nextCoupon(b, this.asOf);
      const offer = b.offers.find((o) => o.date >= this.asOf)?.date ?? null;
      return b.boards.map((board) => [
        b.secid,
        board,
        shortName(b),
        next?.value ?? null,
        next?.date ?? null,
        faceOn(b, this.asOf),
        b.maturity,
        Math.round(365 / b.frequency),
        1_000_000 + (b.emitterId % 7) * 1_000_000,
        `${shortName(b)} облигации`,
        'SUR',
        '0000-00-00',
        b.isin,
        `${b.secid} bonds`,
        `4B02-${b.secid.slice(-6)}`,
        'SUR',
        b.listLevel,
        b.couponRate,
        offer,
        null,
        offer,
        b.floater ? 'Флоатер' : 'Облигация',
        b.floater ? 'Флоатер' : 'Фикс',
      ]);
    });
  }

  private description(secid: string) {
    const b = this.bonds.find((x) => x.secid === secid);
    if (!b) return null;
    const field = (name: string, value: unknown) => [
      name,
      name,
      value === null ? null : String(value),
      'string',
      1,
      0,
      null,
    ];
    return {
      description: block(
        ['name', 'title', 'value', 'type', 'sort_order', 'is_hidden', 'precision'],
        [
          field('SECID', b.secid),
          field('NAME', `${shortName(b)} облигации`),
          field('SHORTNAME', shortName(b)),
          field('ISIN', b.isin),
          field('ISSUEDATE', b.issueDate),
          field('MATDATE', b.maturity),
          field('INITIALFACEVALUE', b.face),
          field('FACEUNIT', 'SUR'),
          field('COUPONFREQUENCY', b.frequency),
          field('COUPONPERCENT', b.couponRate),
          field('EMITTER_ID', b.emitterId),
          field('EMITENT_TITLE', b.emitterTitle),
          field('EMITENT_INN', b.inn),
          field('TYPE', b.type),
        ],
      ),
    };
  }

  private bondization(secid: string, start: number) {
    const b = this.bonds.find((x) => x.secid === secid);
    if (!b) return null;
    return this.pagedBondization(this.bondizationRows(b), start, PAGE);
  }

  /** The market's rows, built on a read's first page and kept for its next pages. */
  private marketRows: BondizationRows | null = null;

  /**
   * The whole market's bondization, as ISS answers it: every bond's rows in one answer sorted
   * by date (so a bond's coupons are spread over the pages), `limit` rows a page (5, 10, 20 or
   * 100; 20 by default), each block with its cursor; `start` pages the three blocks at once.
   */
  private marketBondization(start: number, limit: number) {
    const size = [5, 10, 20, 100].includes(limit) ? limit : 20;
    if (start === 0 || !this.marketRows) {
      const all: BondizationRows = { coupons: [], amortizations: [], offers: [] };
      for (const b of this.bonds) {
        const rows = this.bondizationRows(b);
        all.coupons.push(...rows.coupons);
        all.amortizations.push(...rows.amortizations);
        all.offers.push(...rows.offers);
      }
      // By payment date (coupondate, amortdate, offerdate: the fourth column), then secid.
      const byDate = (x: unknown[], y: unknown[]) =>
        String(x[3]).localeCompare(String(y[3])) ||
        String(x.at(-2)).localeCompare(String(y.at(-2)));
      for (const rows of Object.values(all)) rows.sort(byDate);
      this.marketRows = all;
    }
    return this.pagedBondization(this.marketRows, start, size);
  }

  private bondizationRows(b: MarketBond): BondizationRows {
    const coupons = b.coupons.map((c) => [
      b.isin,
      shortName(b),
      b.face,
      c.date,
      c.date,
      c.start,
      b.face,
      faceOn(b, this.asOf),
      'SUR',
      c.value,
      c.value === null ? null : b.couponRate,
      c.value,
      b.secid,
      b.boards[0],
    ]);
    const amortizations = b.amortizations.map((a) => [
      b.isin,
      shortName(b),
      b.face,
      a.date,
      b.face,
      b.face,
      'SUR',
      (a.value / b.face) * 100,
      a.value,
      a.value,
      a.date === b.maturity ? 'maturity' : 'amortization',
      b.secid,
      b.boards[0],
    ]);
    const offers = b.offers.map((o) => [
      b.isin,
      shortName(b),
      b.face,
      o.date,
      o.date,
      o.date,
      b.face,
      'SUR',
      100,
      b.face,
      null,
      o.type,
      b.secid,
      b.boards[0],
    ]);
    return { coupons, amortizations, offers };
  }

  private pagedBondization(all: BondizationRows, start: number, size: number) {
    const { coupons, amortizations, offers } = all;
    const paged = (name: string, columns: string[], rows: unknown[][]) => ({
      [name]: block(columns, rows.slice(start, start + size)),
      [`${name}.cursor`]: block(['INDEX', 'TOTAL', 'PAGESIZE'], [[start, rows.length, size]]),
    });
    const coupon = ['isin', 'name', 'issuevalue', 'coupondate', 'recorddate', 'startdate'];
    return {
      ...paged(
        'coupons',
        [
          ...coupon,
          'initialfacevalue',
          'facevalue',
          'faceunit',
          'value',
          'valueprc',
          'value_rub',
          'secid',
          'primary_boardid',
        ],
        coupons,
      ),
      ...paged(
        'amortizations',
        [
          'isin',
          'name',
          'issuevalue',
          'amortdate',
          'facevalue',
          'initialfacevalue',
          'faceunit',
          'valueprc',
          'value',
          'value_rub',
          'data_source',
          'secid',
          'primary_boardid',
        ],
        amortizations,
      ),
      ...paged(
        'offers',
        [
          'isin',
          'name',
          'issuevalue',
          'offerdate',
          'offerdatestart',
          'offerdateend',
          'facevalue',
          'faceunit',
          'price',
          'value',
          'agent',
          'offertype',
          'secid',
          'primary_boardid',
        ],
        offers,
      ),
    };
  }

  private history(date: string, start: number) {
    const traded = date <= this.asOf && !isWeekend(date);
    const all = traded
      ? this.bonds
          .filter((b) => b.issueDate < date && b.maturity > date)
          .flatMap((b) =>
            b.boards.map((board) => {
              const price = this.corrections.get(date)?.get(b.secid) ?? priceOn(b, date);
              const next = nextCoupon(b, date);
              const accint = next?.value
                ? Math.round(
                    ((next.value * (Date.parse(date) - Date.parse(next.start))) /
                      (Date.parse(next.date) - Date.parse(next.start))) *
                      100,
                  ) / 100
                : 0;
              return [
                board,
                date,
                shortName(b),
                b.secid,
                10,
                price * 10 * 10,
                price - 0.3,
                price + 0.3,
                price,
                price,
                accint,
                price,
                b.yield,
                price,
                10,
                price,
                price,
                price,
                b.maturity,
                b.duration,
                faceOn(b, date),
                'SUR',
                null,
                null,
              ];
            }),
          )
      : [];
    const rows = all.slice(start, start + PAGE);
    if (this.malformed.has(date) && start >= PAGE) rows[0] = ['TQCB', date];
    return { history: block(HISTORY_COLUMNS, rows), 'history.cursor': cursor(start, all.length) };
  }
}
