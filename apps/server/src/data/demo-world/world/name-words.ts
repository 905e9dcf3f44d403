/**
 * Word stock for issuer names, as [eng, rus, chn]. Russian names are one-word brands
 * ("Волганефть") built from a regional prefix and a sector root, as Russian issuers often
 * are; foreign names follow their markets' habits. All names are invented.
 */
export type Word = readonly [eng: string, rus: string, chn: string];

export const RU_PREFIXES: Word[] = [
  ['Volga', 'Волга', '伏尔加'],
  ['Ural', 'Урал', '乌拉尔'],
  ['Sever', 'Север', '北方'],
  ['Yug', 'Юг', '南方'],
  ['Dalne', 'Дальне', '远东'],
  ['Balt', 'Балт', '波罗的'],
  ['Kama', 'Кама', '卡马'],
  ['Oka', 'Ока', '奥卡'],
  ['Amur', 'Амур', '阿穆尔'],
  ['Yenisei', 'Енисей', '叶尼塞'],
  ['Altai', 'Алтай', '阿尔泰'],
  ['Baikal', 'Байкал', '贝加尔'],
  ['Don', 'Дон', '顿河'],
  ['Neva', 'Нева', '涅瓦'],
  ['Pechora', 'Печора', '伯朝拉'],
  ['Taimyr', 'Таймыр', '泰梅尔'],
  ['Sayan', 'Саян', '萨彦'],
  ['Irtysh', 'Иртыш', '额尔齐斯'],
  ['Onega', 'Онега', '奥涅加'],
  ['Kuban', 'Кубань', '库班'],
  ['Vyatka', 'Вятка', '维亚特卡'],
  ['Tobol', 'Тобол', '托博尔'],
  ['Lena', 'Лена', '勒拿'],
  ['Chukot', 'Чукот', '楚科特'],
  ['Selenga', 'Селенга', '色楞格'],
  ['Khibin', 'Хибин', '希宾'],
  ['Kolyma', 'Колыма', '科雷马'],
  ['Ilmen', 'Ильмень', '伊尔门'],
  ['Ladoga', 'Ладога', '拉多加'],
  ['Yamal', 'Ямал', '亚马尔'],
];

export const KZ_PREFIXES: Word[] = [
  ['Kaz', 'Каз', '哈萨'],
  ['Altyn', 'Алтын', '阿尔腾'],
  ['Tengri', 'Тенгри', '腾格里'],
  ['Zhetysu', 'Жетысу', '七河'],
  ['Aral', 'Арал', '咸海'],
  ['Saryarka', 'Сарыарка', '萨里阿尔卡'],
];

export const RU_ROOTS: Record<string, Word[]> = {
  oil_gas: [
    ['neft', 'нефть', '石油'],
    ['gaz', 'газ', '天然气'],
    ['neftegaz', 'нефтегаз', '油气'],
  ],
  metals_mining: [
    ['stal', 'сталь', '钢铁'],
    ['metall', 'металл', '金属'],
    ['zoloto', 'золото', '黄金'],
    ['ugol', 'уголь', '煤业'],
  ],
  utilities: [
    ['energo', 'энерго', '能源'],
    ['set', 'сеть', '电网'],
    ['vodokanal', 'водоканал', '水务'],
  ],
  telecom: [
    ['telecom', 'телеком', '电信'],
    ['svyaz', 'связь', '通信'],
  ],
  transport: [
    ['trans', 'транс', '运输'],
    ['avia', 'авиа', '航空'],
    ['port', 'порт', '港口'],
  ],
  chemicals: [
    ['khim', 'хим', '化工'],
    ['azot', 'азот', '氮肥'],
    ['fosfat', 'фосфат', '磷肥'],
  ],
  agriculture: [
    ['agro', 'агро', '农业'],
    ['zerno', 'зерно', '粮食'],
    ['moloko', 'молоко', '乳业'],
  ],
  real_estate: [
    ['stroy', 'строй', '建设'],
    ['development', 'девелопмент', '开发'],
    ['dom', 'дом', '置业'],
  ],
  it: [
    ['soft', 'софт', '软件'],
    ['tech', 'тех', '科技'],
    ['data', 'дата', '数据'],
  ],
  retail: [
    ['torg', 'торг', '商贸'],
    ['market', 'маркет', '超市'],
  ],
  leasing: [['lizing', 'лизинг', '租赁']],
  microfinance: [
    ['zaim', 'займ', '小贷'],
    ['credit', 'кредит', '信贷'],
  ],
  machinery: [
    ['mash', 'маш', '机械'],
    ['avto', 'авто', '汽车'],
    ['zavod', 'завод', '制造'],
  ],
  infrastructure: [
    ['dor', 'дор', '道路'],
    ['most', 'мост', '桥梁'],
  ],
};

/** Banks: "Bank X" with a brand. */
export const BANK_BRANDS: Word[] = [
  ['Avrora', 'Аврора', '奥罗拉'],
  ['Vektor', 'Вектор', '维克托'],
  ['Granit', 'Гранит', '格拉尼特'],
  ['Rubin', 'Рубин', '鲁宾'],
  ['Almaz', 'Алмаз', '阿尔马兹'],
  ['Sokol', 'Сокол', '索科尔'],
  ['Kapital', 'Капитал', '资本'],
  ['Resurs', 'Ресурс', '资源'],
  ['Zenit', 'Зенит', '泽尼特'],
  ['Orion', 'Орион', '猎户'],
  ['Meridian', 'Меридиан', '子午'],
  ['Yantar', 'Янтарь', '琥珀'],
  ['Sodruzhestvo', 'Содружество', '联合'],
  ['Garant', 'Гарант', '担保'],
  ['Fortuna', 'Фортуна', '福尔图纳'],
  ['Atlant', 'Атлант', '阿特兰特'],
  ['Vostok', 'Восток', '东方'],
  ['Ekspress', 'Экспресс', '快捷'],
  ['Derzhava', 'Держава', '国度'],
  ['Sever', 'Север', '北方'],
  ['Stolitsa', 'Столица', '首都'],
  ['Evrazia', 'Евразия', '欧亚'],
  ['Tsentr', 'Центр', '中央'],
  ['Priroda', 'Природа', '自然'],
];

export const US_PLACES: Word[] = [
  ['Harbor Point', 'Харбор Пойнт', '港湾角'],
  ['Summit', 'Саммит', '顶峰'],
  ['Lakeside', 'Лейксайд', '湖畔'],
  ['Pioneer', 'Пайонир', '先锋'],
  ['Liberty', 'Либерти', '自由'],
  ['Cascade', 'Каскейд', '瀑布'],
  ['Redwood', 'Редвуд', '红木'],
  ['Granite', 'Гранит', '花岗岩'],
  ['Silver Creek', 'Силвер Крик', '银溪'],
  ['Blue Ridge', 'Блу Ридж', '蓝岭'],
  ['Prairie', 'Прери', '草原'],
  ['Keystone', 'Кистоун', '基石'],
  ['Evergreen', 'Эвергрин', '常青'],
  ['Ironwood', 'Айронвуд', '铁木'],
  ['Northfield', 'Нортфилд', '北田'],
  ['Westbrook', 'Вестбрук', '西溪'],
  ['Stonebridge', 'Стоунбридж', '石桥'],
  ['Bayview', 'Бэйвью', '海湾'],
  ['Crescent', 'Кресент', '新月'],
  ['Hudson Valley', 'Гудзон Вэлли', '哈德逊谷'],
];

export const US_INDUSTRIES: Record<string, Word[]> = {
  oil_gas: [
    ['Energy', 'Энерджи', '能源'],
    ['Petroleum', 'Петролеум', '石油'],
  ],
  metals_mining: [
    ['Steel', 'Стил', '钢铁'],
    ['Minerals', 'Минералс', '矿业'],
  ],
  utilities: [
    ['Power', 'Пауэр', '电力'],
    ['Utilities', 'Ютилитиз', '公用事业'],
  ],
  telecom: [
    ['Communications', 'Коммьюникейшнз', '通信'],
    ['Wireless', 'Уайрлесс', '无线'],
  ],
  transport: [
    ['Airlines', 'Эйрлайнз', '航空'],
    ['Railroad', 'Рейлроуд', '铁路'],
  ],
  chemicals: [['Chemicals', 'Кемикалс', '化学']],
  agriculture: [
    ['Foods', 'Фудс', '食品'],
    ['Farms', 'Фармс', '农场'],
  ],
  real_estate: [
    ['Realty', 'Риэлти', '地产'],
    ['Properties', 'Пропертиз', '物业'],
  ],
  it: [
    ['Technologies', 'Текнолоджиз', '科技'],
    ['Systems', 'Системс', '系统'],
  ],
  retail: [
    ['Retail', 'Ритейл', '零售'],
    ['Stores', 'Сторз', '商店'],
  ],
  leasing: [
    ['Capital', 'Кэпитал', '资本'],
    ['Leasing', 'Лизинг', '租赁'],
  ],
  microfinance: [['Financial', 'Файненшл', '金融']],
  machinery: [
    ['Motors', 'Моторс', '汽车'],
    ['Industries', 'Индастриз', '工业'],
  ],
  infrastructure: [['Infrastructure', 'Инфраструктура', '基建']],
  banks: [
    ['Bancorp', 'Банкорп', '银行'],
    ['Savings Bank', 'Сейвингс Банк', '储蓄银行'],
  ],
};

export const DE_PLACES: Word[] = [
  ['Rheinland', 'Рейнланд', '莱茵兰'],
  ['Nordsee', 'Нордзее', '北海'],
  ['Alpen', 'Альпен', '阿尔卑斯'],
  ['Hanse', 'Ганза', '汉萨'],
  ['Isar', 'Изар', '伊萨尔'],
  ['Elbe', 'Эльба', '易北'],
  ['Schwarzwald', 'Шварцвальд', '黑森林'],
  ['Main', 'Майн', '美因'],
  ['Weser', 'Везер', '威悉'],
  ['Mosel', 'Мозель', '摩泽尔'],
  ['Ostsee', 'Остзее', '波罗的海'],
  ['Harz', 'Гарц', '哈尔茨'],
];

export const DE_INDUSTRIES: Word[] = [
  ['Energie', 'Энерги', '能源'],
  ['Chemie', 'Хеми', '化工'],
  ['Automobil', 'Аутомобиль', '汽车'],
  ['Bau', 'Бау', '建筑'],
  ['Stahl', 'Шталь', '钢铁'],
  ['Logistik', 'Логистик', '物流'],
  ['Immobilien', 'Иммобилиен', '房地产'],
  ['Technik', 'Техник', '技术'],
  ['Landesbank', 'Ландесбанк', '州立银行'],
];

/**
 * The sector a German or Chinese industry word names: such a name says what the company does
 * (Guangdong Energy is a utility), so its sector is the name's (issuers.ts).
 */
export const INDUSTRY_SECTORS: Readonly<Record<string, string>> = {
  Energie: 'utilities',
  Chemie: 'chemicals',
  Automobil: 'machinery',
  Bau: 'infrastructure',
  Stahl: 'metals_mining',
  Logistik: 'transport',
  Immobilien: 'real_estate',
  Technik: 'machinery',
  'Communications Investment': 'transport',
  Energy: 'utilities',
  'Urban Construction': 'infrastructure',
  Expressway: 'transport',
  Port: 'transport',
  Power: 'utilities',
  Chemical: 'chemicals',
  Steel: 'metals_mining',
};

export const CN_PROVINCES: Word[] = [
  ['Jiangsu', 'Цзянсу', '江苏'],
  ['Zhejiang', 'Чжэцзян', '浙江'],
  ['Guangdong', 'Гуандун', '广东'],
  ['Shandong', 'Шаньдун', '山东'],
  ['Sichuan', 'Сычуань', '四川'],
  ['Hubei', 'Хубэй', '湖北'],
  ['Fujian', 'Фуцзянь', '福建'],
  ['Henan', 'Хэнань', '河南'],
  ['Anhui', 'Аньхой', '安徽'],
  ['Hunan', 'Хунань', '湖南'],
  ['Shaanxi', 'Шэньси', '陕西'],
  ['Yunnan', 'Юньнань', '云南'],
];

export const CN_INDUSTRIES: Word[] = [
  ['Communications Investment', 'Транспортные инвестиции', '交通投资'],
  ['Energy', 'Энергетика', '能源'],
  ['Urban Construction', 'Городское строительство', '城建'],
  ['Expressway', 'Автомагистрали', '高速公路'],
  ['Port', 'Порт', '港口'],
  ['Power', 'Электроэнергетика', '电力'],
  ['Chemical', 'Химия', '化工'],
  ['Steel', 'Сталь', '钢铁'],
  ['Rural Commercial Bank', 'Сельский коммерческий банк', '农村商业银行'],
];

export const RU_CITIES: Word[] = [
  ['Kazan', 'Казань', '喀山'],
  ['Samara', 'Самара', '萨马拉'],
  ['Perm', 'Пермь', '彼尔姆'],
  ['Omsk', 'Омск', '鄂木斯克'],
  ['Tomsk', 'Томск', '托木斯克'],
  ['Tula', 'Тула', '图拉'],
  ['Ufa', 'Уфа', '乌法'],
  ['Tver', 'Тверь', '特维尔'],
  ['Kursk', 'Курск', '库尔斯克'],
  ['Orel', 'Орёл', '奥廖尔'],
  ['Vologda', 'Вологда', '沃洛格达'],
  ['Kirov', 'Киров', '基洛夫'],
  ['Penza', 'Пенза', '奔萨'],
  ['Chita', 'Чита', '赤塔'],
  ['Tambov', 'Тамбов', '坦波夫'],
  ['Yaroslavl', 'Ярославль', '雅罗斯拉夫尔'],
  ['Kaluga', 'Калуга', '卡卢加'],
  ['Ryazan', 'Рязань', '梁赞'],
  ['Barnaul', 'Барнаул', '巴尔瑙尔'],
  ['Irkutsk', 'Иркутск', '伊尔库茨克'],
];
