import type { Language } from '@bondsight/contracts';

/*
 * The few words the statement answers carry in the interface language: table titles, the
 * unit line (dimension) and period headers. They are part of the data answer (the page
 * prints them as they come), so they live beside it rather than in a web label module.
 */

type Texts = Record<Language, string>;

/** Table titles by the catalogue's table code (bank RSBU, MSFO and RSBU codes). */
const TITLES: Record<string, Texts> = {
  balance: {
    rus: 'Бухгалтерский баланс',
    eng: 'Balance sheet',
    pol: 'Bilans',
    ita: 'Stato patrimoniale',
    deu: 'Bilanz',
    esp: 'Balance',
    chn: '资产负债表',
    ukr: 'Бухгалтерський баланс',
    fra: 'Bilan',
    tur: 'Bilanço',
  },
  profit_and_loss: {
    rus: 'Отчёт о финансовых результатах',
    eng: 'Statement of profit and loss',
    pol: 'Rachunek zysków i strat',
    ita: 'Conto economico',
    deu: 'Gewinn- und Verlustrechnung',
    esp: 'Cuenta de resultados',
    chn: '损益表',
    ukr: 'Звіт про фінансові результати',
    fra: 'Compte de résultat',
    tur: 'Gelir tablosu',
  },
  capital_adequacy: {
    rus: 'Достаточность капитала',
    eng: 'Capital adequacy',
    pol: 'Adekwatność kapitałowa',
    ita: 'Adeguatezza patrimoniale',
    deu: 'Kapitaladäquanz',
    esp: 'Suficiencia de capital',
    chn: '资本充足率',
    ukr: 'Достатність капіталу',
    fra: 'Adéquation des fonds propres',
    tur: 'Sermaye yeterliliği',
  },
  ratios: {
    rus: 'Обязательные нормативы',
    eng: 'Mandatory ratios',
    pol: 'Wskaźniki obowiązkowe',
    ita: 'Coefficienti obbligatori',
    deu: 'Pflichtkennzahlen',
    esp: 'Ratios obligatorios',
    chn: '监管指标',
    ukr: 'Обов’язкові нормативи',
    fra: 'Ratios réglementaires',
    tur: 'Zorunlu oranlar',
  },
  cash_flow: {
    rus: 'Отчёт о движении денежных средств',
    eng: 'Cash flow statement',
    pol: 'Rachunek przepływów pieniężnych',
    ita: 'Rendiconto finanziario',
    deu: 'Kapitalflussrechnung',
    esp: 'Estado de flujos de efectivo',
    chn: '现金流量表',
    ukr: 'Звіт про рух грошових коштів',
    fra: 'Tableau des flux de trésorerie',
    tur: 'Nakit akış tablosu',
  },
  params: {
    rus: 'Параметры',
    eng: 'Key parameters',
    pol: 'Parametry',
    ita: 'Parametri principali',
    deu: 'Kennzahlen',
    esp: 'Parámetros clave',
    chn: '主要参数',
    ukr: 'Параметри',
    fra: 'Paramètres clés',
    tur: 'Temel göstergeler',
  },
};
const SAME_AS: Record<string, string> = {
  balance_sheet: 'balance',
  rsbu_balance: 'balance',
  rsbu_profit_and_loss: 'profit_and_loss',
  cash_flow_statement: 'cash_flow',
  report_cash_flow: 'cash_flow',
};

export function tableTitle(tableCode: string, lang: Language): string {
  const texts = TITLES[SAME_AS[tableCode] ?? tableCode];
  return texts ? texts[lang] : tableCode;
}

/** Unit lines by the power of ten; {c} is the currency code. */
const UNITS: Record<number, Texts> = {
  3: {
    rus: 'тыс. {c}',
    eng: '{c} thousand',
    pol: 'tys. {c}',
    ita: 'migliaia di {c}',
    deu: 'Tsd. {c}',
    esp: 'miles de {c}',
    chn: '千{c}',
    ukr: 'тис. {c}',
    fra: 'milliers de {c}',
    tur: 'bin {c}',
  },
  6: {
    rus: 'млн {c}',
    eng: '{c} million',
    pol: 'mln {c}',
    ita: 'milioni di {c}',
    deu: 'Mio. {c}',
    esp: 'millones de {c}',
    chn: '百万{c}',
    ukr: 'млн {c}',
    fra: 'millions de {c}',
    tur: 'milyon {c}',
  },
  9: {
    rus: 'млрд {c}',
    eng: '{c} billion',
    pol: 'mld {c}',
    ita: 'miliardi di {c}',
    deu: 'Mrd. {c}',
    esp: 'miles de millones de {c}',
    chn: '十亿{c}',
    ukr: 'млрд {c}',
    fra: 'milliards de {c}',
    tur: 'milyar {c}',
  },
};

/** The amounts' unit: the report's currency times ten to its unit exponent. */
export function dimensionOf(currency: string, unitExponent: number, lang: Language): string {
  if (unitExponent === 0) return currency;
  const template = UNITS[unitExponent]?.[lang];
  return template ? template.replace('{c}', currency) : `${currency} × 10^${unitExponent}`;
}

/** Units of the key parameters that are not amounts: headcount, shares, per share. */
const PEOPLE: Texts = {
  rus: 'чел.',
  eng: 'people',
  pol: 'osób',
  ita: 'persone',
  deu: 'Personen',
  esp: 'personas',
  chn: '人',
  ukr: 'осіб',
  fra: 'personnes',
  tur: 'kişi',
};
const MILLION_SHARES: Texts = {
  rus: 'млн акций',
  eng: 'million shares',
  pol: 'mln akcji',
  ita: 'milioni di azioni',
  deu: 'Mio. Aktien',
  esp: 'millones de acciones',
  chn: '百万股',
  ukr: 'млн акцій',
  fra: 'millions d’actions',
  tur: 'milyon hisse',
};
/** {c}: the currency code. */
const PER_SHARE: Texts = {
  rus: '{c} на акцию',
  eng: '{c} per share',
  pol: '{c} na akcję',
  ita: '{c} per azione',
  deu: '{c} je Aktie',
  esp: '{c} por acción',
  chn: '{c}/股',
  ukr: '{c} на акцію',
  fra: '{c} par action',
  tur: 'hisse başına {c}',
};

/** The units a statement's lines are in, in the interface language. */
export interface StatementUnits {
  /** Amounts: the currency times the report's power of ten ('RUB thousand'). */
  amounts: string;
  people: string;
  millionShares: string;
  /** A per-share amount, in whole currency units ('RUB per share'). */
  perShare: string;
}

export function unitsOf(currency: string, unitExponent: number, lang: Language): StatementUnits {
  return {
    amounts: dimensionOf(currency, unitExponent, lang),
    people: PEOPLE[lang],
    millionShares: MILLION_SHARES[lang],
    perShare: PER_SHARE[lang].replace('{c}', currency),
  };
}

/** Quarter headers: {q} the quarter (1-4), {y} the year. */
const QUARTER: Texts = {
  rus: '{q} кв. {y}',
  eng: 'Q{q} {y}',
  pol: '{q} kw. {y}',
  ita: '{q}° trim. {y}',
  deu: 'Q{q} {y}',
  esp: '{q}T {y}',
  chn: '{y}年第{q}季度',
  ukr: '{q} кв. {y}',
  fra: 'T{q} {y}',
  tur: '{y} {q}. çeyrek',
};
const HALF_YEAR: Texts = {
  rus: '{h} пол. {y}',
  eng: 'H{h} {y}',
  pol: '{h} półr. {y}',
  ita: '{h}° sem. {y}',
  deu: 'H{h} {y}',
  esp: '{h}S {y}',
  chn: '{y}年{half}',
  ukr: '{h} пів. {y}',
  fra: 'S{h} {y}',
  tur: '{y} {h}. yarıyıl',
};

/** A period column's header: '2025' for a year, 'Q3 2026' (localized) for a quarter. */
export function periodHeader(type: 'Q' | 'H' | 'Y', end: string, lang: Language): string {
  const year = end.slice(0, 4);
  const month = Number(end.slice(5, 7));
  if (type === 'Y') return year;
  if (type === 'H') {
    const h = month <= 6 ? 1 : 2;
    return HALF_YEAR[lang]
      .replace('{h}', String(h))
      .replace('{half}', h === 1 ? '上半年' : '下半年')
      .replace('{y}', year);
  }
  return QUARTER[lang].replace('{q}', String(Math.ceil(month / 3))).replace('{y}', year);
}

/** The CSV export's header words. */
const CSV_HEADER: Record<'table' | 'code' | 'line' | 'unit', Texts> = {
  table: {
    rus: 'Таблица',
    eng: 'Table',
    pol: 'Tabela',
    ita: 'Tabella',
    deu: 'Tabelle',
    esp: 'Tabla',
    chn: '报表',
    ukr: 'Таблиця',
    fra: 'Tableau',
    tur: 'Tablo',
  },
  code: {
    rus: 'Код строки',
    eng: 'Line code',
    pol: 'Kod pozycji',
    ita: 'Codice voce',
    deu: 'Positionscode',
    esp: 'Código de partida',
    chn: '项目代码',
    ukr: 'Код рядка',
    fra: 'Code de ligne',
    tur: 'Kalem kodu',
  },
  line: {
    rus: 'Показатель',
    eng: 'Line',
    pol: 'Pozycja',
    ita: 'Voce',
    deu: 'Position',
    esp: 'Partida',
    chn: '项目',
    ukr: 'Показник',
    fra: 'Poste',
    tur: 'Kalem',
  },
  unit: {
    rus: 'Единицы',
    eng: 'Unit',
    pol: 'Jednostka',
    ita: 'Unità',
    deu: 'Einheit',
    esp: 'Unidad',
    chn: '单位',
    ukr: 'Одиниці',
    fra: 'Unité',
    tur: 'Birim',
  },
};

export const csvHeader = (word: keyof typeof CSV_HEADER, lang: Language) => CSV_HEADER[word][lang];
