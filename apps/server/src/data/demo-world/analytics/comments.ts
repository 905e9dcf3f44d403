import type { LocalizedText } from '@bondsight/contracts';
import type { commentEmitents, comments } from '../../../db/schema/index';
import { chance, integer, pick, stream } from '../random';
import type { IssuerPlan } from '../world/types';

export type CommentRow = typeof comments.$inferInsert;
export type CommentLinkRow = typeof commentEmitents.$inferInsert;

/** Analytics providers; files of moderated ones go only to users they approve (spec). */
export const PROVIDERS: {
  id: number;
  names: LocalizedText;
  moderated: boolean;
  languages: string[];
}[] = [
  {
    id: 1,
    names: {
      eng: 'Aurora Capital Research',
      rus: 'Аврора Капитал Research',
      chn: '奥罗拉资本研究',
    },
    moderated: false,
    languages: ['rus', 'eng'],
  },
  {
    id: 2,
    names: { eng: 'Baltic Securities', rus: 'Балтийские ценные бумаги', chn: '波罗的证券' },
    moderated: true,
    languages: ['rus'],
  },
  {
    id: 3,
    names: { eng: 'Eastbridge Analytics', rus: 'Истбридж Аналитикс', chn: '东桥分析' },
    moderated: false,
    languages: ['chn', 'eng'],
  },
  {
    id: 4,
    names: { eng: 'Rhein Research', rus: 'Рейн Ресерч', chn: '莱茵研究', deu: 'Rhein Research' },
    moderated: false,
    languages: ['deu', 'eng'],
  },
  {
    id: 5,
    names: { eng: 'Meridian Credit Desk', rus: 'Кредитный отдел «Меридиан»', chn: '子午线信用部' },
    moderated: true,
    languages: ['rus', 'eng'],
  },
  {
    id: 6,
    names: {
      eng: 'Northern Capital Bank Research',
      rus: 'Аналитика Северного Капитал Банка',
      chn: '北方资本银行研究部',
    },
    moderated: false,
    languages: ['rus'],
  },
  {
    id: 7,
    names: { eng: 'Harbor Point Advisors', rus: 'Харбор Пойнт Эдвайзорс', chn: '港湾角顾问' },
    moderated: false,
    languages: ['eng'],
  },
  {
    id: 8,
    names: { eng: 'Taiga Invest', rus: 'Тайга Инвест', chn: '泰加投资' },
    moderated: true,
    languages: ['rus'],
  },
];

const TOPICS: Record<string, [string, string][]> = {
  eng: [
    [
      'results in line with expectations',
      'The latest reporting came in close to our estimates; leverage is stable.',
    ],
    [
      'new placement ahead',
      'The issuer is preparing a new bond; we expect pricing near its curve.',
    ],
    ['outlook under pressure', 'Widening spreads point to a weaker credit; we stay cautious.'],
    [
      'value at the long end',
      'The long bonds offer a pick-up over the sovereign curve we find attractive.',
    ],
  ],
  rus: [
    [
      'результаты в рамках ожиданий',
      'Последняя отчётность близка к нашим оценкам; долговая нагрузка стабильна.',
    ],
    [
      'готовится новое размещение',
      'Эмитент готовит новый выпуск; ждём ориентир доходности около его кривой.',
    ],
    [
      'прогноз под давлением',
      'Расширение спредов говорит об ослаблении кредитного качества; сохраняем осторожность.',
    ],
    ['интересна длинная часть кривой', 'Длинные выпуски дают привлекательную премию к кривой ОФЗ.'],
  ],
  chn: [
    ['业绩符合预期', '最新财报接近我们的预测，杠杆保持稳定。'],
    ['即将发行新债', '发行人正在筹备新债，预计定价接近其收益率曲线。'],
    ['展望承压', '利差扩大显示信用走弱，我们保持谨慎。'],
    ['长端具有价值', '长期债券相对国债曲线有吸引力的溢价。'],
  ],
  deu: [
    [
      'Ergebnisse im Rahmen der Erwartungen',
      'Die jüngsten Zahlen liegen nahe unserer Schätzung; die Verschuldung ist stabil.',
    ],
    [
      'Neue Emission in Vorbereitung',
      'Der Emittent bereitet eine neue Anleihe vor; wir erwarten eine Preisfindung nahe seiner Kurve.',
    ],
    [
      'Ausblick unter Druck',
      'Steigende Spreads deuten auf eine schwächere Bonität hin; wir bleiben vorsichtig.',
    ],
    [
      'Wert am langen Ende',
      'Die langen Anleihen bieten einen attraktiven Aufschlag zur Staatsanleihekurve.',
    ],
  ],
};

/** Comments on a country: its budget, its auctions, its rates. */
const SOVEREIGN_TOPICS: Record<string, [string, string][]> = {
  eng: [
    [
      'budget on track',
      'Revenues keep pace with the plan; the borrowing programme needs no revision.',
    ],
    [
      'auction calendar',
      'Demand at the latest auctions was solid; we expect new long issues next quarter.',
    ],
    [
      'rates outlook',
      'Inflation is easing; the curve already prices in the next cut of the key rate.',
    ],
  ],
  rus: [
    [
      'бюджет исполняется по плану',
      'Доходы идут в темпе плана; программа заимствований пересмотра не требует.',
    ],
    [
      'график аукционов',
      'Спрос на последних аукционах был устойчивым; ждём новых длинных выпусков в следующем квартале.',
    ],
    [
      'прогноз ставок',
      'Инфляция замедляется; кривая уже учитывает следующее снижение ключевой ставки.',
    ],
  ],
  chn: [
    ['预算执行符合计划', '财政收入与计划同步，借款计划无需调整。'],
    ['拍卖日程', '最近几次拍卖需求稳健，预计下季度将发行新的长期债券。'],
    ['利率展望', '通胀正在放缓，收益率曲线已反映下一次降息。'],
  ],
  deu: [
    [
      'Haushalt im Plan',
      'Die Einnahmen halten mit dem Plan Schritt; das Emissionsprogramm bleibt unverändert.',
    ],
    [
      'Auktionskalender',
      'Die Nachfrage bei den letzten Auktionen war solide; wir erwarten neue lange Anleihen im nächsten Quartal.',
    ],
    [
      'Zinsausblick',
      'Die Inflation lässt nach; die Kurve preist die nächste Leitzinssenkung bereits ein.',
    ],
  ],
};

/** The spread figure a company comment ends with, in the comment's language. */
function spreadText(language: string, spread: number): string {
  if (language === 'rus') return `Спред к суверенной кривой: ${spread} б.п.`;
  if (language === 'chn') return `相对国债曲线利差：${spread} 基点。`;
  if (language === 'deu') return `Spread zur Staatskurve: ${spread} Bp.`;
  return `Spread over the sovereign curve: ${spread} bp.`;
}

/**
 * Analysts' comments on an issuer, in the providers' languages, with a spread figure from
 * the issuer's path; some carry a PDF. Each comment is linked to its issuer and sometimes to
 * a related one.
 */
export function issuerComments(
  seed: number,
  issuer: IssuerPlan,
  isoDays: readonly string[],
  spreadBp: (w: number) => number,
  related: number | null,
  nextId: () => number,
): { comments: CommentRow[]; links: CommentLinkRow[] } {
  const random = stream(seed, 'comments', issuer.id);
  // Sovereigns get country comments (their page titles the block differently).
  const count = issuer.showcase
    ? 4
    : issuer.kind === 'sovereign'
      ? 2
      : issuer.kind === 'spv' || !chance(random, 0.35)
        ? 0
        : integer(random, 1, 4);
  const topics = issuer.kind === 'sovereign' ? SOVEREIGN_TOPICS : TOPICS;
  const out: { comments: CommentRow[]; links: CommentLinkRow[] } = { comments: [], links: [] };
  for (let k = 0; k < count; k++) {
    // The showcase gets one comment from a moderated provider and one from an open one, each
    // with its file: every file-access state can be seen on its page.
    const provider =
      issuer.showcase && k <= 1
        ? (PROVIDERS[k === 0 ? 4 : 0] as (typeof PROVIDERS)[number])
        : pick(random, PROVIDERS);
    const language = pick(random, provider.languages);
    const w = integer(random, 0, isoDays.length - 1);
    const [topic, body] = pick(random, topics[language] ?? topics.eng ?? []);
    const name = issuer.names[language as keyof LocalizedText] ?? issuer.names.eng ?? '';
    const spread = Math.round(spreadBp(w));
    const id = nextId();
    const withFile = (issuer.showcase && k <= 1) || chance(random, 0.4);
    // A country has no spread over its own curve: its comments carry none.
    const figure = issuer.kind === 'sovereign' ? '' : ` ${spreadText(language, spread)}`;
    out.comments.push({
      id,
      providerId: provider.id,
      title: `${name}: ${topic}`,
      content: `${body}${figure}`,
      language,
      date: isoDays[w] as string,
      filePath: withFile ? `/files/demo/comments/${id}.pdf` : null,
      fileMimetype: withFile ? 'application/pdf' : null,
    });
    out.links.push({ commentId: id, emitentId: issuer.id });
    if (related && chance(random, 0.3)) out.links.push({ commentId: id, emitentId: related });
  }
  return out;
}
