import { toYmd } from '@bondsight/bond-math';
import type { LocalizedText } from '@bondsight/contracts';
import type { BondShape } from './bond-shape';
import type { IssuerPlan } from './types';

const pct = (x: number, sep: '.' | ',') => `${Number(x.toFixed(3))}`.replace('.', sep);

/** Bond names as each market writes them: series for Russian issues, coupon and year abroad. */
export function bondNames(
  issuer: IssuerPlan,
  shape: BondShape,
  couponPct: number | null,
  serialNo: number,
): { names: LocalizedText; fullNames: LocalizedText } {
  const n = issuer.names;
  const { year, month } = toYmd(shape.maturity);
  const mm = String(month).padStart(2, '0');
  if (issuer.kind === 'sovereign' && issuer.country === 'RU') {
    const number = (shape.couponType === 'floating' ? 28000 : 27000) + serialNo;
    const kind = shape.couponType === 'floating' ? 'ПК' : 'ПД';
    return {
      names: { eng: `OFZ ${number}`, rus: `ОФЗ ${number}`, chn: `OFZ ${number}` },
      fullNames: {
        eng: `Russian Federation, OFZ-${kind === 'ПК' ? 'PK' : 'PD'} ${number}`,
        rus: `Российская Федерация, ОФЗ-${kind} ${number}`,
        chn: `俄罗斯联邦 OFZ ${number}`,
      },
    };
  }
  const coupon = couponPct === null ? null : couponPct;
  const tail = (sep: '.' | ',') =>
    coupon === null
      ? `0% ${mm}/${year}`
      : shape.couponType === 'floating'
        ? `FRN ${mm}/${year}`
        : `${pct(coupon, sep)}% ${mm}/${year}`;
  if (issuer.kind === 'sovereign') {
    const [eng, rus, chn] =
      issuer.country === 'US'
        ? [
            coupon === null ? 'US T-Bill' : 'UST',
            coupon === null ? 'Вексель Казначейства США' : 'UST',
            '美国国债',
          ]
        : issuer.country === 'DE'
          ? ['Bund', 'Bund', '德国国债']
          : ['CGB', 'Гособлигации Китая', '中国国债'];
    return {
      names: {
        eng: `${eng} ${tail('.')}`,
        rus: `${rus} ${tail(',')}`,
        chn: `${chn} ${tail('.')}`,
        ...(issuer.country === 'DE' ? { deu: `Bund ${tail(',')}` } : {}),
      },
      fullNames: {
        eng: `${issuer.fullNames.eng ?? ''}, ${tail('.')}`,
        rus: `${issuer.fullNames.rus ?? ''}, ${tail(',')}`,
        chn: `${issuer.fullNames.chn ?? ''} ${tail('.')}`,
      },
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
    const kind =
      issuer.kind === 'municipal'
        ? ['bonds', 'облигации', '债券']
        : ['exchange bonds', 'биржевые облигации', '交易所债券'];
    return {
      names: {
        eng: `${n.eng ?? ''} ${latin}`,
        rus: `${n.rus ?? ''} ${series}`,
        chn: `${n.chn ?? ''} ${latin}`,
      },
      fullNames: {
        eng: `${issuer.fullNames.eng ?? ''}, ${kind[0]} ${latin}`,
        rus: `${issuer.fullNames.rus ?? ''}, ${kind[1]} ${series}`,
        chn: `${issuer.fullNames.chn ?? ''}，${kind[2]} ${latin}`,
      },
    };
  }
  return {
    names: {
      eng: `${n.eng ?? ''} ${tail('.')}`,
      rus: `${n.rus ?? ''} ${tail(',')}`,
      chn: `${n.chn ?? ''} ${tail('.')}`,
      ...(n.deu ? { deu: `${n.deu} ${tail(',')}` } : {}),
    },
    fullNames: {
      eng: `${issuer.fullNames.eng ?? ''}, notes ${tail('.')}`,
      rus: `${issuer.fullNames.rus ?? ''}, облигации ${tail(',')}`,
      chn: `${issuer.fullNames.chn ?? ''}，债券 ${tail('.')}`,
    },
  };
}
