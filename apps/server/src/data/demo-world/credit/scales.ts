import type { LocalizedText } from '@bondsight/contracts';

/** The 21 notches of a long-term scale, best first; a default grade follows. */
const LETTERS = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB+',
  'BB',
  'BB-',
  'B+',
  'B',
  'B-',
  'CCC+',
  'CCC',
  'CCC-',
  'CC',
  'C',
];
const MOODY = [
  'Aaa',
  'Aa1',
  'Aa2',
  'Aa3',
  'A1',
  'A2',
  'A3',
  'Baa1',
  'Baa2',
  'Baa3',
  'Ba1',
  'Ba2',
  'Ba3',
  'B1',
  'B2',
  'B3',
  'Caa1',
  'Caa2',
  'Caa3',
  'Ca',
  'C',
];

export interface ScaleDef {
  id: number;
  agencyId: number;
  code: string;
  names: LocalizedText;
  /** Grade names by rank (index 0 = rank 1); then SD (rank 22) and D (rank 23) where used. */
  points: string[];
  /** Maps the issuer's credit rank (home-market scale) to this scale's rank. */
  shift: (rank: number, country: string) => number;
}

export const AGENCIES: { id: number; code: string; names: LocalizedText }[] = [
  {
    id: 1,
    code: 'ATLAS',
    names: { eng: 'Atlas Ratings', rus: 'Атлас Рейтингс', chn: '阿特拉斯评级' },
  },
  {
    id: 2,
    code: 'MERIDIAN',
    names: {
      eng: 'Meridian Rating Agency',
      rus: 'Рейтинговое агентство «Меридиан»',
      chn: '子午线评级机构',
    },
  },
  {
    id: 3,
    code: 'ORIENT',
    names: { eng: 'Orient Credit Rating', rus: 'Ориент Кредит Рейтинг', chn: '东方信用评级' },
  },
  {
    id: 4,
    code: 'CRESTLINE',
    names: {
      eng: 'Crestline Investors Service',
      rus: 'Крестлайн Инвесторс Сервис',
      chn: '克雷斯特兰投资者服务',
    },
  },
];

const intlShift = (rank: number, country: string) =>
  Math.min(21, country === 'RU' || country === 'KZ' || country === 'IE' ? rank + 7 : rank);

export const SCALES: ScaleDef[] = [
  {
    id: 1,
    agencyId: 1,
    code: 'ATLAS-LT-FC',
    names: {
      eng: 'International scale, long-term, foreign currency',
      rus: 'Международная шкала, долгосрочный, в иностранной валюте',
      chn: '国际长期外币评级',
    },
    points: [...LETTERS, 'SD', 'D'],
    shift: intlShift,
  },
  {
    id: 2,
    agencyId: 2,
    code: 'MERIDIAN-RU',
    names: {
      eng: 'National scale (Russia)',
      rus: 'Национальная шкала (Россия)',
      chn: '俄罗斯国家评级',
    },
    points: [...LETTERS.map((l) => `${l}(RU)`), 'SD', 'D'],
    shift: (r) => r,
  },
  {
    id: 3,
    agencyId: 3,
    code: 'ORIENT-CN',
    names: {
      eng: 'National scale (China)',
      rus: 'Национальная шкала (Китай)',
      chn: '中国国内评级',
    },
    points: [...LETTERS.map((l) => `${l}(CN)`), 'SD', 'D'],
    shift: (r) => Math.max(1, r - 3),
  },
  {
    id: 4,
    agencyId: 4,
    code: 'CRESTLINE-LT',
    names: {
      eng: 'Global long-term rating',
      rus: 'Глобальный долгосрочный рейтинг',
      chn: '全球长期评级',
    },
    points: [...MOODY],
    shift: intlShift,
  },
];

/** Scale point ids are laid out scale by scale, in rank order. */
export const POINT_ROWS = SCALES.flatMap((s) =>
  s.points.map((name, i) => ({ scaleId: s.id, name, rank: i + 1 })),
);
export const pointId = (scale: ScaleDef, rank: number): number => {
  let offset = 0;
  for (const s of SCALES) {
    if (s.id === scale.id) break;
    offset += s.points.length;
  }
  return offset + Math.min(scale.points.length, Math.max(1, rank));
};

/** The agencies' scales that rate an issuer of a country. */
export function scalesFor(country: string): { scale: ScaleDef; probability: number }[] {
  const by = (id: number) => SCALES[id - 1] as ScaleDef;
  switch (country) {
    case 'RU':
      return [
        { scale: by(2), probability: 0.85 },
        { scale: by(1), probability: 0.3 },
      ];
    case 'US':
    case 'DE':
      return [
        { scale: by(1), probability: 0.9 },
        { scale: by(4), probability: 0.7 },
      ];
    case 'CN':
      return [
        { scale: by(3), probability: 0.9 },
        { scale: by(1), probability: 0.3 },
      ];
    case 'KZ':
      return [
        { scale: by(1), probability: 0.6 },
        { scale: by(2), probability: 0.4 },
      ];
    default:
      return [{ scale: by(1), probability: 0.8 }];
  }
}
