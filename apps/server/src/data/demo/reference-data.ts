import type { LocalizedText } from '@bondsight/contracts';

/** Reference rows of the small demo world; names in every interface language that has one. */
export const DEMO_COUNTRIES: { isoCode: string; names: LocalizedText }[] = [
  {
    isoCode: 'RU',
    names: { eng: 'Russia', rus: 'Россия', pol: 'Rosja', ita: 'Russia', deu: 'Russland', esp: 'Rusia', chn: '俄罗斯', ukr: 'Росія', fra: 'Russie', tur: 'Rusya' },
  },
  {
    isoCode: 'US',
    names: { eng: 'United States', rus: 'США', pol: 'Stany Zjednoczone', ita: 'Stati Uniti', deu: 'Vereinigte Staaten', esp: 'Estados Unidos', chn: '美国', ukr: 'США', fra: 'États-Unis', tur: 'Amerika Birleşik Devletleri' },
  },
];

export const DEMO_CURRENCIES: { code: string; names: LocalizedText }[] = [
  { code: 'RUB', names: { eng: 'Russian rouble', rus: 'Российский рубль', chn: '俄罗斯卢布' } },
  { code: 'USD', names: { eng: 'US dollar', rus: 'Доллар США', chn: '美元' } },
  { code: 'EUR', names: { eng: 'Euro', rus: 'Евро', chn: '欧元' } },
  { code: 'CNY', names: { eng: 'Chinese yuan', rus: 'Китайский юань', chn: '人民币' } },
];

/** Ground 4 is the estimation ground and 381 needs NSD access (spec). */
export const DEMO_GROUNDS: { id: number; names: LocalizedText; country: string | null; isExchange: boolean }[] = [
  { id: 1, names: { eng: 'Moscow Exchange', rus: 'Московская биржа', chn: '莫斯科交易所' }, country: 'RU', isExchange: true },
  { id: 4, names: { eng: 'Bondsight Estimation', rus: 'Оценка Bondsight', chn: 'Bondsight 估值' }, country: null, isExchange: false },
  { id: 381, names: { eng: 'NSD Valuation Centre', rus: 'Ценовой центр НРД', chn: 'NSD 估值中心' }, country: 'RU', isExchange: false },
  { id: 10, names: { eng: 'US OTC market', rus: 'Внебиржевой рынок США', chn: '美国场外市场' }, country: 'US', isExchange: false },
];
