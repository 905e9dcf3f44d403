import { describe, expect, it } from 'vitest';
import {
  BondListFilter,
  bondListFilterShape,
  LANGUAGES,
  SCREEN_COLUMNS,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import { filterWords } from './screen-export';
import { SCREEN_FIELDS, type ScreenLabels } from './screen-export-columns';

const labelsIn = (lang: (typeof LANGUAGES)[number]): ScreenLabels => ({
  home: readLabels(lang, 'home_list') ?? {},
  common: readLabels(lang, 'common') ?? {},
  statuses: readLabels(lang, 'bond', 'statuses') ?? {},
  own: readLabels(lang, 'screen_export') ?? {},
});

/** One valid value of each filter, as a query string brings it. */
const SAMPLE: Record<string, string> = {
  currency: 'RUB',
  status: 'live',
  kind: 'corporate',
  maturityFrom: '2027-01-01',
  maturityTo: '2029-12-31',
  yieldMin: '14',
  yieldMax: '20',
  durationMin: '0.5',
  durationMax: '3',
  gSpreadMin: '100',
  gSpreadMax: '400',
  zSpreadMin: '50',
  zSpreadMax: '300',
  praamsMin: '2',
  praamsMax: '5',
  couponType: 'floating',
  tradedDaysMin: '20',
  country: 'RU',
  sector: 'energy',
  listingLevel: '1',
  amortizing: 'true',
  subordinated: 'false',
  inIndex: 'true',
  offerType: 'put',
  q: 'Gazprom',
  offerWithinDays: '90',
  noPutWithinDays: '90',
  ratingMin: 'A-',
  ratingMax: 'AA',
  ground: '1',
  lombard: 'true',
  hasPut: 'true',
  hasCall: 'false',
};
const ORDERING = new Set(['sort', 'order', 'group']);

describe("the screen's filters in words, on the Excel sheet", () => {
  it('describes every filter of the list, alone, in every language, with no label missing', () => {
    const filters = Object.keys(bondListFilterShape).filter((key) => !ORDERING.has(key));
    expect(Object.keys(SAMPLE).sort()).toEqual([...filters].sort());
    for (const lang of LANGUAGES) {
      const labels = labelsIn(lang);
      for (const key of filters) {
        const words = filterWords(BondListFilter.parse({ [key]: SAMPLE[key] }), labels);
        expect(words, `${lang} ${key}`).toHaveLength(1);
        expect(words[0], `${lang} ${key}`).toMatch(/^[^:]+: \S/);
        expect(words[0], `${lang} ${key}`).not.toMatch(/undefined|filter_|_live|_put/);
      }
    }
  });

  it('writes a range in signs and options in the language', () => {
    const labels = labelsIn('rus');
    const words = filterWords(
      BondListFilter.parse({ yieldMin: '14', durationMax: '3', status: 'live', hasPut: 'false' }),
      labels,
    );
    expect(words).toEqual([
      `${labels.home.filter_status}: ${labels.home.status_live}`,
      `${labels.home.filter_yield}: ≥ 14`,
      `${labels.home.filter_duration}: ≤ 3`,
      `${labels.home.filter_has_put}: ${labels.home.filter_no}`,
    ]);
  });
});

describe("the files' columns", () => {
  it('give every screen column a title in every language, as the table has it', () => {
    for (const lang of LANGUAGES) {
      const labels = labelsIn(lang);
      for (const id of SCREEN_COLUMNS)
        for (const field of SCREEN_FIELDS[id])
          expect(field.title(labels), `${lang} ${field.id}`).not.toBe(field.id);
    }
  });
});
