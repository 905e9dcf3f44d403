import type { Language, LocalizedText } from '@bondsight/contracts';
import {
  byLanguage,
  completeNames,
  russianToUkrainian,
  WORDS,
  type Names,
} from '../../names/index';
import { pick, type Random } from '../random';
import {
  BANK_BRANDS,
  CN_INDUSTRIES,
  CN_PROVINCES,
  DE_INDUSTRIES,
  DE_PLACES,
  INDUSTRY_SECTORS,
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
  names: Names;
  fullNames: Names;
}

/** A new issuer's names, and the sector its name says when the name says one. */
export interface DrawnNames extends IssuerNames {
  sector: string | null;
}

/** A brand, place or town: its Latin form in Latin script, spelled in Ukrainian (names/). */
const proper = ([eng, rus, chn]: Word, extra: LocalizedText = {}): Names =>
  completeNames({ eng, rus, chn, ...extra });

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const RU_FORMS = [WORDS.pjsc, WORDS.jsc, WORDS.llc];

/** "Bank X" as each language names a bank (Banca X, X Bankası, X银行). */
function bankName(brand: Names): Names {
  return byLanguage((l) =>
    l === 'chn'
      ? `${brand.chn}银行`
      : l === 'tur'
        ? `${brand.tur} Bankası`
        : `${WORDS.bank[l]} ${brand[l]}`,
  );
}

/** A Russian company with its legal form: ПАО «X», PAO X, X PJSC, X股份公司. */
function withRussianForm(short: Names, form: Names): Names {
  return byLanguage((l) => {
    if (l === 'rus' || l === 'ukr') return `${form[l]} «${short[l]}»`;
    if (l === 'eng') return `${short.eng} ${form.eng}`;
    if (l === 'chn') return `${short.chn}${form.chn}`;
    return `${form[l]} ${short[l]}`;
  });
}

/** Ukrainian of the Chinese industries (the Latin-script languages keep the English name). */
const CN_INDUSTRY_UKR: Record<string, string> = {
  'Communications Investment': 'Транспортні інвестиції',
  Energy: 'Енергетика',
  'Urban Construction': 'Міське будівництво',
  Expressway: 'Автомагістралі',
  Port: 'Порт',
  Power: 'Електроенергетика',
  Chemical: 'Хімія',
  Steel: 'Сталь',
  'Rural Commercial Bank': 'Сільський комерційний банк',
};

function russianBrand(random: Random, prefixes: Word[], sector: string): Word {
  const prefix = pick(random, prefixes);
  const root = pick(random, RU_ROOTS[sector] ?? RU_ROOTS.machinery ?? []);
  return [prefix[0] + root[0], prefix[1] + root[1], prefix[2] + root[2]];
}

/**
 * Builds a plausible name in every language for a new issuer: brands and places keep their
 * Latin form, the words around them (bank, legal form, group) are each language's own.
 */
function draft(
  random: Random,
  country: string,
  kind: string,
  sector: string,
): { short: Names; full: Names; sector?: string } {
  if (country === 'RU' || country === 'KZ') {
    const prefixes = country === 'KZ' ? KZ_PREFIXES : RU_PREFIXES;
    if (kind === 'bank') {
      const brand = proper(pick(random, BANK_BRANDS));
      const short = bankName(brand);
      return {
        short,
        full: byLanguage((l) =>
          l === 'rus' || l === 'ukr'
            ? `${WORDS.bank[l]} «${brand[l]}» (${WORDS.jsc[l]})`
            : l === 'chn'
              ? `${short.chn}股份公司`
              : `${short[l]} ${WORDS.jsc[l]}`,
        ),
      };
    }
    const brand = russianBrand(random, prefixes, sector);
    const short = proper([capital(brand[0]), capital(brand[1]), brand[2]]);
    const form = pick(random, RU_FORMS);
    return { short, full: withRussianForm(short, form) };
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
      short: proper(short),
      full: proper([`${short[0]} ${form[0]}`, `${short[1]} ${form[1]}`, `${short[2]}${form[2]}`]),
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
      short: proper(short),
      full: proper([`${short[0]} AG`, `${short[1]} АГ`, `${short[2]}股份公司`]),
      sector: INDUSTRY_SECTORS[industry[0]],
    };
  }
  if (country === 'CN') {
    const province = pick(random, CN_PROVINCES);
    const industry =
      kind === 'bank' ? (CN_INDUSTRIES[8] as Word) : pick(random, CN_INDUSTRIES.slice(0, 8));
    const short = proper(
      [
        `${province[0]} ${industry[0]}`,
        `${province[1]}: ${industry[1]}`,
        `${province[2]}${industry[2]}`,
      ],
      { ukr: `${russianToUkrainian(province[1])}: ${CN_INDUSTRY_UKR[industry[0]] ?? industry[1]}` },
    );
    return {
      short,
      full: byLanguage((l) =>
        l === 'chn' ? `${short.chn}${WORDS.group.chn}` : `${short[l]} ${WORDS.group[l]}`,
      ),
      sector: INDUSTRY_SECTORS[industry[0]],
    };
  }
  throw new Error(`no name rules for ${country}`);
}

/**
 * Hands out unique names: a repeated one gets the issuer's own region (`home`), then that
 * region and a number; without a home, a Russian city, then a city and a number. A namesake
 * named after a town of another country would contradict its region and country (a bank of
 * Kazakhstan "(Kazan)"), so the region the issuer sits in tells it apart.
 */
export class NameBook {
  private readonly taken = new Set<string>();

  issuer(
    random: Random,
    country: string,
    kind: string,
    sector: string,
    home: LocalizedText | null = null,
  ): DrawnNames {
    const { short, full, sector: named } = draft(random, country, kind, sector);
    let suffix: Names | null = null;
    for (let attempt = 0; this.taken.has(this.key(short, suffix)); attempt++) {
      // Drawn with or without a home: one draw an attempt, as the world was generated before.
      const city = pick(random, RU_CITIES);
      if (home) {
        const region = completeNames(home);
        suffix = attempt === 0 ? region : byLanguage((l) => `${region[l]} ${attempt + 1}`);
      } else
        suffix = proper(
          attempt < 5
            ? city
            : [`${city[0]} ${attempt}`, `${city[1]} ${attempt}`, `${city[2]}${attempt}`],
        );
    }
    this.taken.add(this.key(short, suffix));
    const town = suffix;
    const tail = (l: Language) => (town ? ` (${town[l]})` : '');
    return {
      names: byLanguage((l) => short[l] + tail(l)),
      fullNames: byLanguage((l) => full[l] + tail(l)),
      sector: kind === 'bank' ? null : (named ?? null),
    };
  }

  /** Reserves a fixed name (the sovereigns and showcase issuers). */
  reserve(names: LocalizedText) {
    this.taken.add(`${names.eng ?? ''}`);
  }

  private key(short: Names, suffix: Names | null) {
    return suffix ? `${short.eng} (${suffix.eng})` : short.eng;
  }
}

/**
 * SPV names for an issuer's eurobonds: "X Capital DAC", an Irish company's registered name,
 * kept in Latin script everywhere but Russian, Ukrainian and Chinese.
 */
export function spvNames(parent: LocalizedText): IssuerNames {
  const eng = `${parent.eng ?? ''} Capital`;
  const rus = `${parent.rus ?? parent.eng ?? ''} Кэпитал`;
  const chn = `${parent.chn ?? parent.eng ?? ''}资本`;
  const ukr = `${completeNames(parent).ukr} Кепітал`;
  return {
    names: completeNames({ eng, rus, chn, ukr }),
    fullNames: completeNames({
      eng: `${eng} DAC`,
      rus: `${rus} ДАК`,
      chn: `${chn}指定活动公司`,
      ukr: `${ukr} ДАК`,
    }),
  };
}
