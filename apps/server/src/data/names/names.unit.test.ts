import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bondsight/contracts';
import { INDEX_DEFS } from '../demo-world/market/indexes';
import { SCALES } from '../demo-world/credit/scales';
import { LINES } from '../demo-world/reports/catalogue';
import { MULTIPLIER_GROUPS, MULTIPLIERS } from '../demo-world/reports/multipliers';
import { CURVE_DEFS } from '../demo-world/world/curves';
import { SHOWCASE_NAMES, SOVEREIGN_NAMES } from '../demo-world/world/issuer-texts';
import { COUNTRIES, CURRENCIES, GROUNDS } from '../demo-world/world/reference';
import { REGIONS } from '../demo-world/world/regions';
import {
  annualReport,
  byLanguage,
  completeNames,
  decimalText,
  isComplete,
  percentText,
  russianToLatin,
  russianToUkrainian,
  WORDS,
} from './index';
import { PHRASE_ROWS, PHRASES } from './phrases/index';

describe('Ukrainian spelling of Russian names', () => {
  it.each([
    ['Енисей', 'Єнісей'],
    ['Московская область', 'Московська область'],
    ['Ханты-Мансийский автономный округ', 'Ханти-Мансійський автономний округ'],
    ['Красноярский край', 'Красноярський край'],
    ['Республика Татарстан', 'Республіка Татарстан'],
    ['Пермь', 'Перм'],
    ['Тверь', 'Твер'],
    ['Омск', 'Омськ'],
    ['Евразия', 'Євразія'],
    ['Чита', 'Чита'],
    ['Сычуань', 'Сичуань'],
    ['Кэпитал', 'Кепітал'],
    ['Подъезд', 'Подʼєзд'],
    ['Банк «Вектор» (АО)', 'Банк «Вектор» (АО)'],
  ])('%s -> %s', (russian, ukrainian) => {
    expect(russianToUkrainian(russian)).toBe(ukrainian);
  });
});

describe('Latin transliteration of Russian names', () => {
  it.each([
    ['Волганефть', 'Volganeft'],
    ['Центр', 'Tsentr'],
    ['Жетысу', 'Zhetysu'],
    ['Щука', 'Shchuka'],
    ['ПАО «Юг»', 'PAO "Yug"'],
  ])('%s -> %s', (russian, latin) => {
    expect(russianToLatin(russian)).toBe(latin);
  });
});

describe('completing a name to every language', () => {
  it('keeps every language it has and translates a dictionary phrase', () => {
    const names = completeNames({
      eng: 'Moscow Region',
      rus: 'Московская область',
      chn: '莫斯科州',
      deu: 'Oblast Moskau (own)',
    });
    expect(isComplete(names)).toBe(true);
    expect(names).toMatchObject({
      eng: 'Moscow Region',
      rus: 'Московская область',
      chn: '莫斯科州',
      deu: 'Oblast Moskau (own)',
      pol: 'Obwód moskiewski',
      ukr: 'Московська область',
      tur: 'Moskova Oblastı',
    });
  });

  it('keeps a proper name in Latin script, spells it in Ukrainian from Russian', () => {
    const names = completeNames({
      eng: 'Atlas Ratings',
      rus: 'Атлас Рейтингс',
      chn: '阿特拉斯评级',
    });
    for (const lang of ['pol', 'ita', 'deu', 'esp', 'fra', 'tur'] as const)
      expect(names[lang]).toBe('Atlas Ratings');
    expect(names.ukr).toBe('Атлас Рейтінгс');
    expect(names.chn).toBe('阿特拉斯评级');
  });

  it('names an imported Russian-only name in Latin for the other languages', () => {
    const names = completeNames({ rus: 'Индекс Мосбиржи' });
    expect(names.eng).toBe('Indeks Mosbirzhi');
    expect(names.fra).toBe('Indeks Mosbirzhi');
    expect(names.ukr).toBe('Індекс Мосбіржи');
    expect(names.chn).toBe('Indeks Mosbirzhi');
  });

  it('keeps a Latin-only name everywhere (Chinese and Russian keep foreign brands in Latin)', () => {
    const names = completeNames({ eng: 'Bondsight' });
    for (const lang of LANGUAGES) expect(names[lang]).toBe('Bondsight');
  });

  it('treats blank texts as missing', () => {
    expect(completeNames({ eng: 'Russia', pol: ' ' }).pol).toBe('Rosja');
  });
});

describe('words and numbers', () => {
  it('has every word in every language', () => {
    for (const [key, word] of Object.entries(WORDS)) expect(isComplete(word), key).toBe(true);
    expect(isComplete(annualReport(2025))).toBe(true);
  });

  it('writes rates the way each language does', () => {
    expect(decimalText(4.25, 'eng')).toBe('4.25');
    expect(decimalText(4.25, 'deu')).toBe('4,25');
    expect(percentText(4.25, 'fra')).toBe('4,25%');
    expect(percentText(4.25, 'tur')).toBe('%4,25');
    expect(percentText(2.6254, 'chn')).toBe('2.625%');
    expect(byLanguage((l) => `${WORDS.bank[l]}`).esp).toBe('Banco');
  });
});

describe('the dictionaries', () => {
  it('hold one entry per English phrase, with every translation column filled or blank', () => {
    const seen = new Set<string>();
    for (const row of PHRASE_ROWS) {
      expect(seen.has(row[0]), row[0]).toBe(false);
      seen.add(row[0]);
      expect(row.length).toBeGreaterThanOrEqual(8);
    }
  });

  /** Fixed phrases the generator writes whose Russian is a translation, not a spelling. */
  const fixed: { eng?: string | undefined }[] = [
    ...LINES.map((l) => l.names),
    ...MULTIPLIERS.map((m) => m.names),
    ...Object.values(MULTIPLIER_GROUPS),
    ...INDEX_DEFS.map((d) => d.names),
    ...CURVE_DEFS.map((d) => d.names),
    ...GROUNDS.map((g) => g.names),
    ...CURRENCIES.map((c) => c.names),
    ...COUNTRIES.map((c) => c.names),
    ...SCALES.map((s) => s.names),
    ...Object.values(SOVEREIGN_NAMES).flatMap((s) => [s.names, s.fullNames]),
    SHOWCASE_NAMES.corporate.fullNames,
    SHOWCASE_NAMES.bank.names,
    SHOWCASE_NAMES.bank.fullNames,
    ...REGIONS.flatMap((r) => [r.names, r.issuer ?? r.names]).filter((n) =>
      /Region|Krai|Republic|Okrug|Province|State|City|Commonwealth/.test(n.eng ?? ''),
    ),
  ];

  it('translate every fixed phrase of the generator', () => {
    const missing = fixed.map((n) => n.eng ?? '').filter((eng) => !PHRASES.has(eng));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('give the translated phrases real translations, not English copies', () => {
    const copies = fixed
      .map((n) => completeNames(n))
      .filter((n) => /[a-z]{4,} [a-z]{4,}/.test(n.eng) && n.pol === n.eng && n.esp === n.eng)
      .map((n) => n.eng);
    expect(copies).toEqual([]);
  });
});
