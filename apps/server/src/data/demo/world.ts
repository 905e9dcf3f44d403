import type { LocalizedText } from '@bondsight/contracts';

export interface DemoIssuer {
  key: string;
  names: LocalizedText;
  fullNames: LocalizedText;
  country: string;
  sector: string;
  isSovereign: boolean;
}

export interface DemoBond {
  isin: string;
  issuer: string;
  names: LocalizedText;
  fullNames: LocalizedText;
  statusId: number;
  currency: string;
  faceValue: number;
  issueDate: string;
  maturityDate: string;
  couponType: 'fixed' | 'zero';
  couponRate: number | null;
  couponFrequency: number;
  dayCount: string;
  outstandingVolume: number;
  grounds: number[];
  /** Yield level (% effective a year) around which the demo ticks move. */
  yieldLevel: number;
}

export const DEMO_ISSUERS: DemoIssuer[] = [
  {
    key: 'minfin-ru',
    names: { eng: 'Russian Ministry of Finance', rus: 'Минфин России', chn: '俄罗斯财政部', deu: 'Russisches Finanzministerium' },
    fullNames: { eng: 'Ministry of Finance of the Russian Federation', rus: 'Министерство финансов Российской Федерации', chn: '俄罗斯联邦财政部' },
    country: 'RU',
    sector: 'sovereign',
    isSovereign: true,
  },
  {
    key: 'us-treasury',
    names: { eng: 'US Treasury', rus: 'Казначейство США', chn: '美国财政部' },
    fullNames: { eng: 'United States Department of the Treasury', rus: 'Министерство финансов США', chn: '美国财政部' },
    country: 'US',
    sector: 'sovereign',
    isSovereign: true,
  },
  {
    key: 'volga-energy',
    names: { eng: 'Volga Energy', rus: 'Волга Энерджи', chn: '伏尔加能源' },
    fullNames: { eng: 'Volga Energy PJSC (demo)', rus: 'ПАО «Волга Энерджи» (демо)', chn: '伏尔加能源股份公司（演示）' },
    country: 'RU',
    sector: 'energy',
    isSovereign: false,
  },
  {
    key: 'northern-bank',
    names: { eng: 'Northern Capital Bank', rus: 'Северный Капитал Банк', chn: '北方资本银行' },
    fullNames: { eng: 'Northern Capital Bank JSC (demo)', rus: 'АО «Северный Капитал Банк» (демо)', chn: '北方资本银行股份公司（演示）' },
    country: 'RU',
    sector: 'banks',
    isSovereign: false,
  },
];

/** OFZ 26219 and 26230 carry their real public terms; the corporates are invented. */
export const DEMO_BONDS: DemoBond[] = [
  {
    isin: 'SU26219RMFS4',
    issuer: 'minfin-ru',
    names: { eng: 'OFZ 26219', rus: 'ОФЗ 26219', chn: 'OFZ 26219' },
    fullNames: { eng: 'Russian Federation, OFZ-PD 26219', rus: 'Российская Федерация, ОФЗ-ПД 26219', chn: '俄罗斯联邦 OFZ-PD 26219' },
    statusId: 192,
    currency: 'RUB',
    faceValue: 1000,
    issueDate: '2016-06-22',
    maturityDate: '2026-09-16',
    couponType: 'fixed',
    couponRate: 7.75,
    couponFrequency: 2,
    dayCount: 'ACT/365F',
    outstandingVolume: 288_000_000_000,
    grounds: [1, 4, 381],
    yieldLevel: 15.5,
  },
  {
    isin: 'SU26230RMFS1',
    issuer: 'minfin-ru',
    names: { eng: 'OFZ 26230', rus: 'ОФЗ 26230', chn: 'OFZ 26230' },
    fullNames: { eng: 'Russian Federation, OFZ-PD 26230', rus: 'Российская Федерация, ОФЗ-ПД 26230', chn: '俄罗斯联邦 OFZ-PD 26230' },
    statusId: 192,
    currency: 'RUB',
    faceValue: 1000,
    issueDate: '2019-04-24',
    maturityDate: '2039-03-16',
    couponType: 'fixed',
    couponRate: 7.7,
    couponFrequency: 2,
    dayCount: 'ACT/365F',
    outstandingVolume: 450_000_000_000,
    grounds: [1, 4],
    yieldLevel: 14.8,
  },
  {
    isin: 'RU000DEMO016',
    issuer: 'volga-energy',
    names: { eng: 'Volga Energy 001P-01', rus: 'Волга Энерджи 001P-01', chn: '伏尔加能源 001P-01' },
    fullNames: { eng: 'Volga Energy PJSC, exchange bonds 001P-01 (demo)', rus: 'ПАО «Волга Энерджи», биржевые облигации 001P-01 (демо)', chn: '伏尔加能源，交易所债券 001P-01（演示）' },
    statusId: 192,
    currency: 'RUB',
    faceValue: 1000,
    issueDate: '2024-03-12',
    maturityDate: '2029-03-06',
    couponType: 'fixed',
    couponRate: 13.4,
    couponFrequency: 4,
    dayCount: 'ACT/365F',
    outstandingVolume: 15_000_000_000,
    grounds: [1, 4],
    yieldLevel: 18.2,
  },
  {
    isin: 'RU000DEMO024',
    issuer: 'northern-bank',
    names: { eng: 'Northern Capital Bank BO-02', rus: 'Северный Капитал Банк БО-02', chn: '北方资本银行 BO-02' },
    fullNames: { eng: 'Northern Capital Bank JSC, bonds BO-02 (demo)', rus: 'АО «Северный Капитал Банк», облигации БО-02 (демо)', chn: '北方资本银行，债券 BO-02（演示）' },
    statusId: 192,
    currency: 'RUB',
    faceValue: 1000,
    issueDate: '2025-02-18',
    maturityDate: '2028-02-15',
    couponType: 'fixed',
    couponRate: 21,
    couponFrequency: 12,
    dayCount: 'ACT/365F',
    outstandingVolume: 5_000_000_000,
    grounds: [1],
    yieldLevel: 19.4,
  },
  {
    isin: 'US91282CKQ32',
    issuer: 'us-treasury',
    names: { eng: 'UST 4.375% 05/2034', rus: 'UST 4,375% 05/2034', chn: '美国国债 4.375% 2034年5月' },
    fullNames: { eng: 'United States Treasury Note 4.375% due 15 May 2034', rus: 'Казначейская нота США 4,375% с погашением 15 мая 2034', chn: '美国国库票据 4.375%，2034年5月15日到期' },
    statusId: 192,
    currency: 'USD',
    faceValue: 100,
    issueDate: '2024-05-15',
    maturityDate: '2034-05-15',
    couponType: 'fixed',
    couponRate: 4.375,
    couponFrequency: 2,
    dayCount: 'ACT/ACT-ICMA',
    outstandingVolume: 125_000_000_000,
    grounds: [10],
    yieldLevel: 4.3,
  },
];
