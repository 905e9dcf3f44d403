import type { LocalizedText } from '@bondsight/contracts';
import { pick, type Random } from '../random';
import {
  BANK_BRANDS,
  CN_INDUSTRIES,
  CN_PROVINCES,
  DE_INDUSTRIES,
  DE_PLACES,
  KZ_PREFIXES,
  RU_CITIES,
  RU_PREFIXES,
  RU_ROOTS,
  US_INDUSTRIES,
  US_PLACES,
  type Word,
} from './name-words';

export interface IssuerNames {
  /** Short name: the issuer list and the start of its bonds' names. */
  names: LocalizedText;
  fullNames: LocalizedText;
}

const text = (eng: string, rus: string, chn: string, extra: LocalizedText = {}): LocalizedText => ({
  eng,
  rus,
  chn,
  ...extra,
});

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const RU_FORMS: Word[] = [
  ['PJSC', 'ПАО', '股份公司'],
  ['JSC', 'АО', '公司'],
  ['LLC', 'ООО', '有限责任公司'],
];

function russianBrand(random: Random, prefixes: Word[], sector: string): Word {
  const prefix = pick(random, prefixes);
  const root = pick(random, RU_ROOTS[sector] ?? RU_ROOTS.machinery ?? []);
  return [prefix[0] + root[0], prefix[1] + root[1], prefix[2] + root[2]];
}

/** Builds a plausible name in eng/rus/chn (deu for German issuers) for a new issuer. */
function draft(
  random: Random,
  country: string,
  kind: string,
  sector: string,
): { short: Word; full: Word; deu?: string } {
  if (country === 'RU' || country === 'KZ') {
    const prefixes = country === 'KZ' ? KZ_PREFIXES : RU_PREFIXES;
    if (kind === 'bank') {
      const brand = pick(random, BANK_BRANDS);
      const short: Word = [`Bank ${brand[0]}`, `Банк ${brand[1]}`, `${brand[2]}银行`];
      return {
        short,
        full: [`Bank ${brand[0]} JSC`, `Банк «${brand[1]}» (АО)`, `${brand[2]}银行股份公司`],
      };
    }
    const brand = russianBrand(random, prefixes, sector);
    const short: Word = [capital(brand[0]), capital(brand[1]), brand[2]];
    const form = pick(random, RU_FORMS);
    return {
      short,
      full: [`${short[0]} ${form[0]}`, `${form[1]} «${short[1]}»`, `${short[2]}${form[2]}`],
    };
  }
  if (country === 'US') {
    const place = pick(random, US_PLACES);
    const industry = pick(
      random,
      US_INDUSTRIES[kind === 'bank' ? 'banks' : sector] ?? US_INDUSTRIES.machinery ?? [],
    );
    const short: Word = [
      `${place[0]} ${industry[0]}`,
      `${place[1]} ${industry[1]}`,
      `${place[2]}${industry[2]}`,
    ];
    const form = pick(random, [
      ['Corp.', 'Корп.', '公司'],
      ['Inc.', 'Инк.', '股份有限公司'],
    ] as const);
    return {
      short,
      full: [`${short[0]} ${form[0]}`, `${short[1]} ${form[1]}`, `${short[2]}${form[2]}`],
    };
  }
  if (country === 'DE') {
    const place = pick(random, DE_PLACES);
    const industry =
      kind === 'bank' ? (DE_INDUSTRIES[8] as Word) : pick(random, DE_INDUSTRIES.slice(0, 8));
    const short: Word = [
      `${place[0]} ${industry[0]}`,
      `${place[1]} ${industry[1]}`,
      `${place[2]}${industry[2]}`,
    ];
    return {
      short,
      full: [`${short[0]} AG`, `${short[1]} АГ`, `${short[2]}股份公司`],
      deu: `${short[0]} AG`,
    };
  }
  if (country === 'CN') {
    const province = pick(random, CN_PROVINCES);
    const industry =
      kind === 'bank' ? (CN_INDUSTRIES[8] as Word) : pick(random, CN_INDUSTRIES.slice(0, 8));
    const short: Word = [
      `${province[0]} ${industry[0]}`,
      `${province[1]}: ${industry[1]}`,
      `${province[2]}${industry[2]}`,
    ];
    return {
      short,
      full: [`${short[0]} Group Co., Ltd.`, `${short[1]} (группа)`, `${short[2]}集团有限公司`],
    };
  }
  throw new Error(`no name rules for ${country}`);
}

/** Hands out unique names: a repeated one gets a city, then a number. */
export class NameBook {
  private readonly taken = new Set<string>();

  issuer(random: Random, country: string, kind: string, sector: string): IssuerNames {
    const { short, full, deu } = draft(random, country, kind, sector);
    let suffix: Word | null = null;
    for (let attempt = 0; this.taken.has(this.key(short, suffix)); attempt++) {
      const city = pick(random, RU_CITIES);
      suffix =
        attempt < 5
          ? city
          : [`${city[0]} ${attempt}`, `${city[1]} ${attempt}`, `${city[2]}${attempt}`];
    }
    this.taken.add(this.key(short, suffix));
    const tail = (i: 0 | 1 | 2) => (suffix ? ` (${suffix[i]})` : '');
    const extra = (s: string | undefined, i: 0): LocalizedText => (s ? { deu: s + tail(i) } : {});
    return {
      names: text(
        short[0] + tail(0),
        short[1] + tail(1),
        short[2] + tail(2),
        extra(deu ? short[0] : undefined, 0),
      ),
      fullNames: text(full[0] + tail(0), full[1] + tail(1), full[2] + tail(2), extra(deu, 0)),
    };
  }

  /** Reserves a fixed name (the sovereigns and showcase issuers). */
  reserve(names: LocalizedText) {
    this.taken.add(`${names.eng ?? ''}`);
  }

  private key(short: Word, suffix: Word | null) {
    return suffix ? `${short[0]} (${suffix[0]})` : short[0];
  }
}

/** SPV names for an issuer's eurobonds: "X Capital DAC" in Ireland. */
export function spvNames(parent: LocalizedText): IssuerNames {
  const eng = `${parent.eng ?? ''} Capital`;
  return {
    names: text(
      eng,
      `${parent.rus ?? parent.eng ?? ''} Кэпитал`,
      `${parent.chn ?? parent.eng ?? ''}资本`,
    ),
    fullNames: text(
      `${eng} DAC`,
      `${parent.rus ?? parent.eng ?? ''} Кэпитал ДАК`,
      `${parent.chn ?? parent.eng ?? ''}资本指定活动公司`,
    ),
  };
}
