import type { LocalizedText } from '@bondsight/contracts';

/** Regions: where issuers sit, and the sub-sovereign issuers (munis) among them. */
export interface RegionDef {
  id: number;
  country: string;
  names: LocalizedText;
  /** The municipal issuer's own name, when the region borrows. */
  issuer?: LocalizedText;
}

const r = (eng: string, rus: string, chn: string): LocalizedText => ({ eng, rus, chn });

const REGION_ROWS: [string, LocalizedText, LocalizedText | null][] = [
  ['RU', r('Moscow', 'Москва', '莫斯科'), r('City of Moscow', 'Город Москва', '莫斯科市')],
  [
    'RU',
    r('Saint Petersburg', 'Санкт-Петербург', '圣彼得堡'),
    r('City of Saint Petersburg', 'Город Санкт-Петербург', '圣彼得堡市'),
  ],
  [
    'RU',
    r('Moscow Region', 'Московская область', '莫斯科州'),
    r('Moscow Region', 'Московская область', '莫斯科州'),
  ],
  [
    'RU',
    r('Republic of Tatarstan', 'Республика Татарстан', '鞑靼斯坦共和国'),
    r('Republic of Tatarstan', 'Республика Татарстан', '鞑靼斯坦共和国'),
  ],
  [
    'RU',
    r('Sverdlovsk Region', 'Свердловская область', '斯维尔德洛夫斯克州'),
    r('Sverdlovsk Region', 'Свердловская область', '斯维尔德洛夫斯克州'),
  ],
  [
    'RU',
    r('Novosibirsk Region', 'Новосибирская область', '新西伯利亚州'),
    r('Novosibirsk Region', 'Новосибирская область', '新西伯利亚州'),
  ],
  [
    'RU',
    r('Krasnoyarsk Krai', 'Красноярский край', '克拉斯诺亚尔斯克边疆区'),
    r('Krasnoyarsk Krai', 'Красноярский край', '克拉斯诺亚尔斯克边疆区'),
  ],
  [
    'RU',
    r('Republic of Bashkortostan', 'Республика Башкортостан', '巴什科尔托斯坦共和国'),
    r('Republic of Bashkortostan', 'Республика Башкортостан', '巴什科尔托斯坦共和国'),
  ],
  [
    'RU',
    r('Samara Region', 'Самарская область', '萨马拉州'),
    r('Samara Region', 'Самарская область', '萨马拉州'),
  ],
  [
    'RU',
    r('Nizhny Novgorod Region', 'Нижегородская область', '下诺夫哥罗德州'),
    r('Nizhny Novgorod Region', 'Нижегородская область', '下诺夫哥罗德州'),
  ],
  [
    'RU',
    r('Yamalo-Nenets Autonomous Okrug', 'Ямало-Ненецкий автономный округ', '亚马尔-涅涅茨自治区'),
    r('Yamalo-Nenets Autonomous Okrug', 'Ямало-Ненецкий автономный округ', '亚马尔-涅涅茨自治区'),
  ],
  [
    'RU',
    r('Krasnodar Krai', 'Краснодарский край', '克拉斯诺达尔边疆区'),
    r('Krasnodar Krai', 'Краснодарский край', '克拉斯诺达尔边疆区'),
  ],
  [
    'RU',
    r('Tomsk Region', 'Томская область', '托木斯克州'),
    r('Tomsk Region', 'Томская область', '托木斯克州'),
  ],
  [
    'RU',
    r('Volgograd Region', 'Волгоградская область', '伏尔加格勒州'),
    r('Volgograd Region', 'Волгоградская область', '伏尔加格勒州'),
  ],
  [
    'RU',
    r('Khabarovsk Krai', 'Хабаровский край', '哈巴罗夫斯克边疆区'),
    r('Khabarovsk Krai', 'Хабаровский край', '哈巴罗夫斯克边疆区'),
  ],
  [
    'RU',
    r('Perm Krai', 'Пермский край', '彼尔姆边疆区'),
    r('Perm Krai', 'Пермский край', '彼尔姆边疆区'),
  ],
  ['RU', r('Irkutsk Region', 'Иркутская область', '伊尔库茨克州'), null],
  ['RU', r('Chelyabinsk Region', 'Челябинская область', '车里雅宾斯克州'), null],
  ['RU', r('Primorsky Krai', 'Приморский край', '滨海边疆区'), null],
  ['RU', r('Kemerovo Region', 'Кемеровская область', '克麦罗沃州'), null],
  [
    'US',
    r('New York', 'Нью-Йорк', '纽约州'),
    r('State of New York', 'Штат Нью-Йорк', '纽约州政府'),
  ],
  [
    'US',
    r('California', 'Калифорния', '加利福尼亚州'),
    r('State of California', 'Штат Калифорния', '加利福尼亚州政府'),
  ],
  ['US', r('Texas', 'Техас', '得克萨斯州'), r('State of Texas', 'Штат Техас', '得克萨斯州政府')],
  ['US', r('Illinois', 'Иллинойс', '伊利诺伊州'), r('City of Chicago', 'Город Чикаго', '芝加哥市')],
  [
    'US',
    r('Massachusetts', 'Массачусетс', '马萨诸塞州'),
    r('Commonwealth of Massachusetts', 'Содружество Массачусетс', '马萨诸塞州政府'),
  ],
  [
    'US',
    r('Washington', 'Вашингтон', '华盛顿州'),
    r('State of Washington', 'Штат Вашингтон', '华盛顿州政府'),
  ],
  ['US', r('Florida', 'Флорида', '佛罗里达州'), null],
  ['US', r('Ohio', 'Огайо', '俄亥俄州'), null],
  [
    'DE',
    r('Bavaria', 'Бавария', '巴伐利亚州'),
    {
      eng: 'Free State of Bavaria',
      rus: 'Свободное государство Бавария',
      chn: '巴伐利亚自由州',
      deu: 'Freistaat Bayern',
    },
  ],
  [
    'DE',
    r('North Rhine-Westphalia', 'Северный Рейн-Вестфалия', '北莱茵-威斯特法伦州'),
    {
      eng: 'State of North Rhine-Westphalia',
      rus: 'Земля Северный Рейн-Вестфалия',
      chn: '北莱茵-威斯特法伦州政府',
      deu: 'Land Nordrhein-Westfalen',
    },
  ],
  [
    'DE',
    r('Hesse', 'Гессен', '黑森州'),
    { eng: 'State of Hesse', rus: 'Земля Гессен', chn: '黑森州政府', deu: 'Land Hessen' },
  ],
  ['DE', r('Hamburg', 'Гамбург', '汉堡'), null],
  [
    'CN',
    r('Jiangsu', 'Цзянсу', '江苏省'),
    r('Jiangsu Province', 'Провинция Цзянсу', '江苏省人民政府'),
  ],
  [
    'CN',
    r('Zhejiang', 'Чжэцзян', '浙江省'),
    r('Zhejiang Province', 'Провинция Чжэцзян', '浙江省人民政府'),
  ],
  [
    'CN',
    r('Guangdong', 'Гуандун', '广东省'),
    r('Guangdong Province', 'Провинция Гуандун', '广东省人民政府'),
  ],
  [
    'CN',
    r('Shandong', 'Шаньдун', '山东省'),
    r('Shandong Province', 'Провинция Шаньдун', '山东省人民政府'),
  ],
  [
    'CN',
    r('Sichuan', 'Сычуань', '四川省'),
    r('Sichuan Province', 'Провинция Сычуань', '四川省人民政府'),
  ],
  ['CN', r('Hubei', 'Хубэй', '湖北省'), null],
  ['KZ', r('Almaty', 'Алматы', '阿拉木图'), r('City of Almaty', 'Город Алматы', '阿拉木图市')],
  ['KZ', r('Astana', 'Астана', '阿斯塔纳'), null],
  ['IE', r('Dublin', 'Дублин', '都柏林'), null],
];

export const REGIONS: RegionDef[] = REGION_ROWS.map(([country, names, issuer], i) => ({
  id: i + 1,
  country,
  names,
  ...(issuer ? { issuer } : {}),
}));
