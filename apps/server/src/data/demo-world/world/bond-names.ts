import { toYmd } from '@bondsight/bond-math';
import type { Language, LocalizedText } from '@bondsight/contracts';
import { byLanguage, percentText, WORDS, type Names } from '../../names/index';
import type { BondShape } from './bond-shape';
import type { IssuerPlan } from './types';

/** A language's form of a (complete) name, English when a writer left it out. */
const of = (text: LocalizedText, l: Language) => text[l] ?? text.eng ?? '';

/** An OFZ's names: "OFZ 26219" and "Russian Federation, OFZ-PD 26219" in every language. */
export function ofzNames(
  number: number | string,
  kind: 'PD' | 'PK' | 'IN',
): { names: Names; fullNames: Names } {
  const type = kind === 'PK' ? WORDS.ofzPk : kind === 'IN' ? WORDS.ofzIn : WORDS.ofzPd;
  return {
    names: byLanguage((l) => `${WORDS.ofz[l]} ${number}`),
    fullNames: byLanguage((l) =>
      l === 'chn'
        ? `${WORDS.russianFederation.chn} ${type.chn} ${number}`
        : `${WORDS.russianFederation[l]}, ${type[l]} ${number}`,
    ),
  };
}

const OFZ_KIND: Partial<Record<BondShape['couponType'], 'PK' | 'IN'>> = {
  floating: 'PK',
  inflation: 'IN',
};

/** The demo OFZ's series by kind, as the Ministry numbers them: 27xxx PD, 28xxx PK, 52xxx IN. */
export const ofzSeriesBase = (couponType: BondShape['couponType']): number =>
  couponType === 'floating' ? 28000 : couponType === 'inflation' ? 52000 : 27000;

/**
 * Bond names as each market writes them: series for Russian issues, coupon and year abroad;
 * the issuer's name, the bond's kind and the number format follow the language.
 */
export function bondNames(
  issuer: IssuerPlan,
  shape: BondShape,
  couponPct: number | null,
  serialNo: number,
): { names: Names; fullNames: Names } {
  const n = issuer.names;
  const full = issuer.fullNames;
  const { year, month } = toYmd(shape.maturity);
  const mm = String(month).padStart(2, '0');
  if (issuer.kind === 'sovereign' && issuer.country === 'RU')
    return ofzNames(ofzSeriesBase(shape.couponType) + serialNo, OFZ_KIND[shape.couponType] ?? 'PD');
  const tail = (l: Language) =>
    couponPct === null
      ? `${percentText(0, l)} ${mm}/${year}`
      : shape.couponType === 'floating'
        ? `FRN ${mm}/${year}`
        : `${percentText(couponPct, l)} ${mm}/${year}`;
  if (issuer.kind === 'sovereign') {
    const word =
      issuer.country === 'US'
        ? couponPct === null
          ? WORDS.tBill
          : shape.couponType === 'inflation'
            ? WORDS.tips
            : WORDS.ust
        : issuer.country === 'DE'
          ? WORDS.bund
          : WORDS.cgb;
    return {
      names: byLanguage((l) => `${word[l]} ${tail(l)}`),
      fullNames: byLanguage((l) =>
        l === 'chn' ? `${of(full, l)} ${tail(l)}` : `${of(full, l)}, ${tail(l)}`,
      ),
    };
  }
  const russian =
    (issuer.country === 'RU' || issuer.country === 'KZ') &&
    shape.currency !== 'USD' &&
    shape.currency !== 'EUR';
  if (russian) {
    const series =
      issuer.kind === 'municipal'
        ? `${34000 + serialNo}`
        : serialNo % 3 === 0
          ? `БО-${String(serialNo).padStart(2, '0')}`
          : `001Р-${String(serialNo).padStart(2, '0')}`;
    const latin = series.replace('БО', 'BO').replace('Р', 'P');
    const kind = issuer.kind === 'municipal' ? WORDS.bonds : WORDS.exchangeBonds;
    // Russian and Ukrainian keep the Cyrillic series letters, as the registration does.
    const seriesOf = (l: Language) => (l === 'rus' || l === 'ukr' ? series : latin);
    return {
      names: byLanguage((l) => `${of(n, l)} ${seriesOf(l)}`),
      fullNames: byLanguage((l) =>
        l === 'chn'
          ? `${of(full, l)}，${kind[l]} ${seriesOf(l)}`
          : `${of(full, l)}, ${kind[l]} ${seriesOf(l)}`,
      ),
    };
  }
  return {
    names: byLanguage((l) => `${of(n, l)} ${tail(l)}`),
    fullNames: byLanguage((l) =>
      l === 'chn'
        ? `${of(full, l)}，${WORDS.notes[l]} ${tail(l)}`
        : `${of(full, l)}, ${WORDS.notes[l]} ${tail(l)}`,
    ),
  };
}
