import { CORPORATE_SECTOR_CODES, type LocalizedText, type SectorCode } from '@bondsight/contracts';

/** Countries of the demo world, named in every interface language. */
export const COUNTRIES: { id: number; iso: string; names: LocalizedText }[] = [
  {
    id: 1,
    iso: 'RU',
    names: {
      eng: 'Russia',
      rus: 'Россия',
      pol: 'Rosja',
      ita: 'Russia',
      deu: 'Russland',
      esp: 'Rusia',
      chn: '俄罗斯',
      ukr: 'Росія',
      fra: 'Russie',
      tur: 'Rusya',
    },
  },
  {
    id: 2,
    iso: 'US',
    names: {
      eng: 'United States',
      rus: 'США',
      pol: 'Stany Zjednoczone',
      ita: 'Stati Uniti',
      deu: 'Vereinigte Staaten',
      esp: 'Estados Unidos',
      chn: '美国',
      ukr: 'США',
      fra: 'États-Unis',
      tur: 'Amerika Birleşik Devletleri',
    },
  },
  {
    id: 3,
    iso: 'DE',
    names: {
      eng: 'Germany',
      rus: 'Германия',
      pol: 'Niemcy',
      ita: 'Germania',
      deu: 'Deutschland',
      esp: 'Alemania',
      chn: '德国',
      ukr: 'Німеччина',
      fra: 'Allemagne',
      tur: 'Almanya',
    },
  },
  {
    id: 4,
    iso: 'CN',
    names: {
      eng: 'China',
      rus: 'Китай',
      pol: 'Chiny',
      ita: 'Cina',
      deu: 'China',
      esp: 'China',
      chn: '中国',
      ukr: 'Китай',
      fra: 'Chine',
      tur: 'Çin',
    },
  },
  {
    id: 5,
    iso: 'KZ',
    names: {
      eng: 'Kazakhstan',
      rus: 'Казахстан',
      pol: 'Kazachstan',
      ita: 'Kazakistan',
      deu: 'Kasachstan',
      esp: 'Kazajistán',
      chn: '哈萨克斯坦',
      ukr: 'Казахстан',
      fra: 'Kazakhstan',
      tur: 'Kazakistan',
    },
  },
  {
    id: 6,
    iso: 'IE',
    names: {
      eng: 'Ireland',
      rus: 'Ирландия',
      pol: 'Irlandia',
      ita: 'Irlanda',
      deu: 'Irland',
      esp: 'Irlanda',
      chn: '爱尔兰',
      ukr: 'Ірландія',
      fra: 'Irlande',
      tur: 'İrlanda',
    },
  },
];

export const countryId = (iso: string): number => {
  const country = COUNTRIES.find((c) => c.iso === iso);
  if (!country) throw new Error(`unknown demo country ${iso}`);
  return country.id;
};

export const CURRENCIES: { id: number; code: string; names: LocalizedText }[] = [
  {
    id: 1,
    code: 'RUB',
    names: {
      eng: 'Russian rouble',
      rus: 'Российский рубль',
      chn: '俄罗斯卢布',
      deu: 'Russischer Rubel',
    },
  },
  {
    id: 2,
    code: 'USD',
    names: { eng: 'US dollar', rus: 'Доллар США', chn: '美元', deu: 'US-Dollar' },
  },
  { id: 3, code: 'EUR', names: { eng: 'Euro', rus: 'Евро', chn: '欧元', deu: 'Euro' } },
  {
    id: 4,
    code: 'CNY',
    names: { eng: 'Chinese yuan', rus: 'Китайский юань', chn: '人民币', deu: 'Renminbi' },
  },
];

export type CurrencyCode = 'RUB' | 'USD' | 'EUR' | 'CNY';
export const currencyId = (code: CurrencyCode): number =>
  CURRENCIES.findIndex((c) => c.code === code) + 1;

/**
 * Trading grounds. Ids 1 (Moscow Exchange), 4 (estimation) and 381 (NSD valuation, needs
 * NSD access) are the spec's; the others are ours. Dealers' grounds (500+) are added by the
 * quotes module: a market participant is a trading ground in the spec's quote row.
 */
export const GROUND = {
  moex: 1,
  spb: 2,
  estimation: 4,
  usOtc: 10,
  frankfurt: 11,
  cibm: 12,
  kase: 13,
  ruOtc: 20,
  nsd: 381,
} as const;

export const GROUNDS: {
  id: number;
  names: LocalizedText;
  country: string | null;
  isExchange: boolean;
}[] = [
  {
    id: GROUND.moex,
    names: {
      eng: 'Moscow Exchange',
      rus: 'Московская биржа',
      chn: '莫斯科交易所',
      deu: 'Moskauer Börse',
    },
    country: 'RU',
    isExchange: true,
  },
  {
    id: GROUND.spb,
    names: { eng: 'SPB Exchange', rus: 'СПБ Биржа', chn: '圣彼得堡交易所', deu: 'SPB-Börse' },
    country: 'RU',
    isExchange: true,
  },
  {
    id: GROUND.estimation,
    names: { eng: 'Bondsight Estimation', rus: 'Оценка Bondsight', chn: 'Bondsight 估值' },
    country: null,
    isExchange: false,
  },
  {
    id: GROUND.usOtc,
    names: { eng: 'US OTC market', rus: 'Внебиржевой рынок США', chn: '美国场外市场' },
    country: 'US',
    isExchange: false,
  },
  {
    id: GROUND.frankfurt,
    names: {
      eng: 'Frankfurt Stock Exchange',
      rus: 'Франкфуртская фондовая биржа',
      chn: '法兰克福证券交易所',
      deu: 'Frankfurter Wertpapierbörse',
    },
    country: 'DE',
    isExchange: true,
  },
  {
    id: GROUND.cibm,
    names: {
      eng: 'China Interbank Bond Market',
      rus: 'Межбанковский рынок облигаций Китая',
      chn: '中国银行间债券市场',
    },
    country: 'CN',
    isExchange: false,
  },
  {
    id: GROUND.kase,
    names: {
      eng: 'Kazakhstan Stock Exchange',
      rus: 'Казахстанская фондовая биржа',
      chn: '哈萨克斯坦证券交易所',
    },
    country: 'KZ',
    isExchange: true,
  },
  {
    id: GROUND.ruOtc,
    names: { eng: 'Russian OTC market', rus: 'Внебиржевой рынок России', chn: '俄罗斯场外市场' },
    country: 'RU',
    isExchange: false,
  },
  {
    id: GROUND.nsd,
    names: { eng: 'NSD Valuation Centre', rus: 'Ценовой центр НРД', chn: 'NSD 估值中心' },
    country: 'RU',
    isExchange: false,
  },
];

/** Sectors a corporate issuer is drawn from (issuers.sector stores the code; labels in the web). */
export const SECTORS = CORPORATE_SECTOR_CODES;
export type Sector = SectorCode;
