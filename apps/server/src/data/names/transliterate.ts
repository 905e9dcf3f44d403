/**
 * Transliteration of Russian names, for languages that have no translation of them.
 *
 * Latin: a simplified BGN/PCGN romanisation (the one English-language finance press uses for
 * Russian issuers: Волганефть -> Volganeft, Центр -> Tsentr, Жетысу -> Zhetysu), without
 * diacritics and dropping the hard and soft signs.
 *
 * Ukrainian: how Ukrainian spells a Russian proper name, letter by letter (Ukrainian
 * orthography 2019, sections on names of Russian origin): и -> і (и after ж, ч, ш, щ, ц),
 * ы -> и, э -> е, е -> є at the start of a word or after a vowel, ё -> ьо / йо (о after a
 * hushing consonant), ъ -> apostrophe, a soft sign after б, в, м, п, ф, р at the end of a
 * word dropped (Пермь -> Перм, Тверь -> Твер), and the adjective endings -ский/-ская/-ые/-ый
 * -> -ський/-ська/-і/-ий (Московская область -> Московська область), and -ск -> -ськ in town
 * names (Омск -> Омськ). It spells a name, it
 * does not translate words: composed names are translated from the word lists instead.
 */

const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  '«': '"',
  '»': '"',
};

const isUpper = (ch: string) => ch !== ch.toLowerCase();

function withCase(source: string, text: string, nextUpper: boolean): string {
  if (!isUpper(source) || text === '') return text;
  // A capital that becomes two letters is all capitals inside a capitalised word (ЦБ -> TSB).
  return nextUpper ? text.toUpperCase() : text.charAt(0).toUpperCase() + text.slice(1);
}

export function russianToLatin(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const mapped = LATIN[ch.toLowerCase()];
    if (mapped === undefined) {
      out += ch;
      continue;
    }
    const next = text.charAt(i + 1);
    out += withCase(ch, mapped, next !== '' && isUpper(next) && /\p{L}/u.test(next));
  }
  return out;
}

const VOWELS = 'аеёиоуыэюяіїєАЕЁИОУЫЭЮЯІЇЄ';
const HUSHING = 'жчшщцЖЧШЩЦ';
const DROPPED_SOFT_AFTER = 'бвмпфрБВМПФР';

/** Word-final adjective endings, longest first. */
const ENDINGS: [string, string][] = [
  ['ская', 'ська'],
  ['цкая', 'цька'],
  ['ский', 'ський'],
  ['цкий', 'цький'],
  ['ское', 'ське'],
  ['ские', 'ські'],
  ['ные', 'ні'],
  ['ые', 'і'],
  ['ый', 'ий'],
  ['ая', 'а'],
  // Town names in -ск are -ськ in Ukrainian (Омск -> Омськ, Новосибирск -> Новосибірськ).
  ['ск', 'ськ'],
];

function ukrainianWord(word: string): string {
  // The adjective ending is replaced whole; the letter rules apply to the stem only.
  let w = word;
  let ending = '';
  const lower = w.toLowerCase();
  for (const [from, to] of ENDINGS)
    if (lower.length >= from.length + 2 && lower.endsWith(from)) {
      ending = isUpper(w.slice(-1)) ? to.toUpperCase() : to;
      w = w.slice(0, w.length - from.length);
      break;
    }
  return ukrainianLetters(w) + ending;
}

function ukrainianLetters(w: string): string {
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const ch = w.charAt(i);
    const lowerCh = ch.toLowerCase();
    const prev = i > 0 ? w.charAt(i - 1) : '';
    const atStart = i === 0 || !/\p{L}/u.test(prev);
    const afterVowel = prev !== '' && VOWELS.includes(prev);
    let mapped: string;
    switch (lowerCh) {
      case 'и':
        mapped = prev !== '' && HUSHING.includes(prev) ? 'и' : 'і';
        break;
      case 'ы':
        mapped = 'и';
        break;
      case 'э':
        mapped = 'е';
        break;
      case 'е':
        mapped = atStart || afterVowel || prev === 'ь' || prev === 'ъ' ? 'є' : 'е';
        break;
      case 'ё':
        mapped = atStart || afterVowel ? 'йо' : prev !== '' && HUSHING.includes(prev) ? 'о' : 'ьо';
        break;
      case 'ъ':
        mapped = 'ʼ';
        break;
      case 'ь': {
        const atEnd = i === w.length - 1 || !/\p{L}/u.test(w.charAt(i + 1));
        mapped = atEnd && DROPPED_SOFT_AFTER.includes(prev) ? '' : 'ь';
        break;
      }
      default:
        out += ch;
        continue;
    }
    out += isUpper(ch) ? mapped.charAt(0).toUpperCase() + mapped.slice(1) : mapped;
  }
  return out;
}

export function russianToUkrainian(text: string): string {
  return text.replace(/[\p{L}ʼ-]+/gu, (word) => word.split('-').map(ukrainianWord).join('-'));
}

/** True when a text has Cyrillic letters (a Russian name to spell in Ukrainian or Latin). */
export const hasCyrillic = (text: string) => /[\u0400-\u04FF]/.test(text);
