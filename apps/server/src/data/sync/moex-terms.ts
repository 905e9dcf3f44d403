import { lifeFor } from '../importers/bonds';
import { OFZ_SECID } from '../importers/ofz';
import { MINFIN_RU } from '../importers/reference';
import { todayIso } from '../importers/values';
import { byLanguage, completeNames, WORDS, type Names } from '../names/index';
import { IssError } from './iss-client';
import { dateField, numberField, textField, type IssRecord } from './iss-blocks';
import type { Bondization } from './iss-fetch';
import type { ListedBond } from './iss-universe';

/**
 * What the exchange's list row, the security's description and its bondization say about a
 * bond and its issuer, checked before anything is written (a bond whose answers do not give
 * an issuer, a face value or a currency fails alone, named in the report).
 */
export interface IssuerFacts {
  emitterId: number;
  /** EMITENT_TITLE, as the exchange writes it (Russian): the full names. */
  title: string;
  /** Its short form in every language: ПАО «X», X PJSC, PAO X, X股份公司. */
  names: Names;
  fullNames: Names;
  /** EMITENT_INN: the Russian taxpayer number, when the exchange gives one. */
  inn: string | null;
  /** ISO 3166 alpha-2: RU unless the description names another country. */
  country: string;
  sector: string;
  isSovereign: boolean;
}

export interface BondFacts {
  secid: string;
  isin: string | null;
  currency: string;
  boards: string[];
  names: Names;
  fullNames: Names;
  faceValue: number;
  issueDate: string | null;
  maturityDate: string | null;
  couponType: 'fixed' | 'floating' | 'zero' | 'inflation';
  couponRate: number | null;
  couponFrequency: number;
  dayCount: string;
  placedVolume: number | null;
  bondKind: string;
  registrationNumber: string | null;
  listingLevel: number | null;
  isAmortizing: boolean;
  statusId: number;
  redeemedOn: string | null;
  endEvent: string | null;
}

/** ISS writes the rouble as SUR (its pre-1998 code) in FACEUNIT and CURRENCYID. */
function currencyCode(text: string | null): string | null {
  if (!text) return null;
  const code = text.toUpperCase();
  return code === 'SUR' || code === 'RUR' ? 'RUB' : /^[A-Z]{3}$/.test(code) ? code : null;
}

/** The description's TYPE -> our bond kind (emissions.bond_kind) and issuer sector. */
const KINDS: Record<string, string> = {
  ofz_bond: 'sovereign',
  cb_bond: 'sovereign',
  subfederal_bond: 'municipal',
  municipal_bond: 'municipal',
  ifi_bond: 'supranational',
};

/** Coupons a year from the coupon period in days (182 -> 2), snapped to 12, 4, 2 or 1. */
function frequencyOf(periodDays: number | null): number | null {
  if (!periodDays || periodDays <= 0) return null;
  const snapped = [12, 4, 2, 1].find((f) => Math.abs(365 / f - periodDays) <= 365 / f / 4);
  return snapped ?? Math.max(1, Math.round(365 / periodDays));
}

/** Russian legal forms as EMITENT_TITLE spells them out, longest first. */
const LEGAL_FORMS: [RegExp, Names][] = [
  [/^(публичное акционерное общество|пао)\s+/i, WORDS.pjsc],
  [/^(акционерное общество|ао)\s+/i, WORDS.jsc],
  [/^(общество с ограниченной ответственностью|ооо)\s+/i, WORDS.llc],
];

/**
 * An issuer's short names from the exchange's title: its legal form (when Russian) in each
 * language's words around the quoted brand, which keeps its Latin form (names/). A title
 * without a known legal form is its own short name.
 */
export function issuerNames(title: string): Names {
  for (const [pattern, form] of LEGAL_FORMS) {
    const match = pattern.exec(title);
    if (!match) continue;
    const brand = title
      .slice(match[0].length)
      .trim()
      .replace(/^["«“]+|["»”]+$/g, '')
      .trim();
    if (!brand) break;
    const short = completeNames({ rus: brand });
    return byLanguage((l) => {
      if (l === 'rus' || l === 'ukr') return `${form[l]} «${short[l]}»`;
      if (l === 'eng') return `${short.eng} ${form.eng}`;
      if (l === 'chn') return `${short.chn}${form.chn}`;
      return `${form[l]} ${short[l]}`;
    });
  }
  return completeNames({ rus: title });
}

/** The Ministry of Finance by the names the importers give it, else from the title. */
function namesOf(title: string, inn: string | null): { names: Names; fullNames: Names } {
  if (inn === MINFIN_RU.registryCode)
    return { names: completeNames(MINFIN_RU.names), fullNames: completeNames(MINFIN_RU.fullNames) };
  return { names: issuerNames(title), fullNames: completeNames({ rus: title }) };
}

const FLOATER_WORDS = /флоат|плава|переменн|float/i;
/** An inflation-linked bond: OFZ-IN (series 52xxx), or its kind says "indexed nominal". */
const LINKER_WORDS = /ОФЗ-ИН|индексируем|инфляц|inflation|linker/i;

export function universeFacts(
  listed: ListedBond,
  description: Record<string, unknown>,
  bondization: Bondization,
  asOf: string = todayIso(),
): { issuer: IssuerFacts; bond: BondFacts } {
  const { secid, row } = listed;
  const where = `${secid} description`;
  const d = description as IssRecord;
  // The description first (the security's own record), the list row where it is silent.
  const text = (name: string) => textField(d, name) ?? textField(row, name);
  const num = (name: string) =>
    numberField(d, name, where) ?? numberField(row, name, `${secid} securities row`);
  const date = (name: string) =>
    dateField(d, name, where) ?? dateField(row, name, `${secid} securities row`);

  const emitterId = numberField(d, 'EMITTER_ID', where) ?? numberField(row, 'EMITTER_ID', where);
  if (emitterId === null || !Number.isInteger(emitterId))
    throw new IssError(`${where}: no EMITTER_ID, the bond's issuer is unknown`);
  const title = text('EMITENT_TITLE');
  if (!title) throw new IssError(`${where}: no EMITENT_TITLE`);
  const faceValue = numberField(d, 'INITIALFACEVALUE', where) ?? num('FACEVALUE');
  if (faceValue === null || !(faceValue > 0))
    throw new IssError(`${where}: no face value (INITIALFACEVALUE / FACEVALUE)`);
  const currency = currencyCode(text('FACEUNIT')) ?? currencyCode(text('CURRENCYID'));
  if (!currency) throw new IssError(`${where}: no face currency (FACEUNIT)`);

  const type = (text('TYPE') ?? '').toLowerCase();
  const bondKind = KINDS[type] ?? (OFZ_SECID.test(secid) ? 'sovereign' : 'corporate');
  const country = (text('EMITENT_COUNTRY') ?? 'RU').toUpperCase();

  const coupons = bondization.flows.filter((f) => (f.coupon ?? 0) > 0);
  const redemptions = bondization.flows.filter((f) => (f.redemption ?? 0) > 0);
  const kindText = [text('BONDTYPE'), text('BONDSUBTYPE'), text('TYPENAME')].join(' ');
  const rate = num('COUPONPERCENT');
  // A linker first: its future coupons are published without amounts (they follow the indexed
  // face), which would otherwise read as a floater's.
  const couponType: BondFacts['couponType'] =
    LINKER_WORDS.test(kindText) || /^SU52\d{3}RMFS/i.test(secid)
      ? 'inflation'
      : FLOATER_WORDS.test(kindText) ||
          bondization.unsetCoupons > 0 ||
          /^SU29\d{3}RMFS/i.test(secid)
        ? 'floating'
        : coupons.length === 0 && bondization.unsetCoupons === 0 && !(rate && rate > 0)
          ? 'zero'
          : 'fixed';
  // COUPONFREQUENCY (coupons a year) when described, else the list's COUPONPERIOD (days).
  const perYear = numberField(d, 'COUPONFREQUENCY', where);
  const frequency =
    couponType === 'zero'
      ? 0
      : perYear && perYear > 0
        ? Math.round(perYear)
        : (frequencyOf(num('COUPONPERIOD')) ?? 2);
  const maturityDate = date('MATDATE');
  const issueSize = num('ISSUESIZE');
  const shortRus = text('SHORTNAME') ?? secid;
  const longRus = text('NAME') ?? text('SECNAME') ?? shortRus;
  const latin = text('LATNAME');
  return {
    issuer: {
      emitterId,
      title,
      ...namesOf(title, text('EMITENT_INN')),
      inn: text('EMITENT_INN'),
      country: /^[A-Z]{2}$/.test(country) ? country : 'RU',
      sector: bondKind === 'corporate' ? 'corporate' : bondKind,
      isSovereign: bondKind === 'sovereign',
    },
    bond: {
      secid: secid.toUpperCase(),
      isin: text('ISIN')?.toUpperCase() ?? null,
      currency,
      boards: listed.boards,
      names: completeNames(latin ? { rus: shortRus, eng: latin } : { rus: shortRus }),
      fullNames: completeNames(latin ? { rus: longRus, eng: latin } : { rus: longRus }),
      faceValue,
      issueDate: date('ISSUEDATE'),
      maturityDate,
      couponType,
      couponRate: couponType === 'zero' ? null : rate,
      couponFrequency: frequency,
      // Russian bonds accrue ACT/365 (coupon = face x rate x days / 365, rounded to kopecks).
      dayCount: 'ACT/365F',
      placedVolume: issueSize !== null ? issueSize * faceValue : null,
      bondKind,
      registrationNumber: text('REGNUMBER'),
      listingLevel: num('LISTLEVEL'),
      isAmortizing: redemptions.length > 1,
      ...lifeFor(maturityDate, asOf),
    },
  };
}
