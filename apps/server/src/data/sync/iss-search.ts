import { IssError, type IssClient } from './iss-client';
import { numberField, requireBlock, textField, type IssRecord } from './iss-blocks';

/** Pages the search may take at most (100 rows a page). */
const MAX_PAGES = 500;

/** What the exchange's securities search says of a bond: its issuer, kind and codes. */
export interface SearchedBond {
  secid: string;
  isin: string | null;
  regnumber: string | null;
  emitterId: number | null;
  emitterTitle: string | null;
  emitterInn: string | null;
  /** ofz_bond, cb_bond, subfederal_bond, municipal_bond, exchange_bond, corporate_bond... */
  type: string | null;
}

/**
 * The exchange's securities search for the bonds market,
 * `GET /iss/securities.json?engine=stock&market=bonds&is_trading=1`: block `securities`
 * (secid, shortname, regnumber, name, isin, is_traded, emitent_id, emitent_title,
 * emitent_inn, emitent_okpo, gosreg, type, group, primary_boardid, ...), 100 rows a page,
 * paged by `start` until a short or empty page. It names each bond's issuer (id, title, INN)
 * and kind, which the list does not: a new bond needs its own description only when the
 * search does not name its issuer.
 */
export async function fetchBondSearch(
  client: IssClient,
): Promise<{ bonds: Map<string, SearchedBond>; pages: number }> {
  const bonds = new Map<string, SearchedBond>();
  let start = 0;
  let pages = 0;
  for (;;) {
    const where = `securities search (start=${start})`;
    const doc = await client.getJson('iss/securities.json', {
      engine: 'stock',
      market: 'bonds',
      is_trading: 1,
      start,
    });
    pages++;
    const rows = requireBlock(doc, 'securities', where);
    let fresh = 0;
    for (const [n, r] of rows.entries()) {
      const searched = searchedBond(r, `${where} row ${n + 1}`);
      if (bonds.has(searched.secid)) continue;
      bonds.set(searched.secid, searched);
      fresh++;
    }
    // ISS answers 100 rows a page; a shorter page is the last, and a page with nothing new
    // ends a server that ignores `start`.
    if (rows.length < 100 || fresh === 0) break;
    if (pages >= MAX_PAGES) throw new IssError(`${where}: more than ${MAX_PAGES} pages`);
    start += rows.length;
  }
  return { bonds, pages };
}

function searchedBond(r: IssRecord, where: string): SearchedBond {
  const secid = textField(r, 'SECID');
  if (!secid) throw new IssError(`${where}: no secid`);
  const emitterId = numberField(r, 'EMITENT_ID', where);
  return {
    secid: secid.toUpperCase(),
    isin: textField(r, 'ISIN')?.toUpperCase() ?? null,
    regnumber: textField(r, 'REGNUMBER'),
    emitterId: emitterId !== null && Number.isInteger(emitterId) ? emitterId : null,
    emitterTitle: textField(r, 'EMITENT_TITLE'),
    emitterInn: textField(r, 'EMITENT_INN'),
    type: textField(r, 'TYPE'),
  };
}

/**
 * The description fields the search gives (EMITTER_ID, EMITENT_TITLE, EMITENT_INN, TYPE, ISIN,
 * REGNUMBER), in the description's names, so the terms are read by one rule (moex-terms.ts).
 */
export function searchAsDescription(s: SearchedBond): Record<string, unknown> {
  return {
    SECID: s.secid,
    EMITTER_ID: s.emitterId,
    EMITENT_TITLE: s.emitterTitle,
    EMITENT_INN: s.emitterInn,
    TYPE: s.type,
    ...(s.isin ? { ISIN: s.isin } : {}),
    ...(s.regnumber ? { REGNUMBER: s.regnumber } : {}),
  };
}
