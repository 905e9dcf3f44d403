import { INTL_LOCALE, LANGUAGES } from '@bondsight/contracts/languages';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_TO_PICKER_LOCALE,
  PICKER_LOCALES,
  PICKER_TEXTS,
  monthNames,
  pickerLocaleFor,
  weekdayNames,
} from './locales';

describe('picker languages', () => {
  it('has every picker text, non-empty, in all 14 languages', () => {
    expect(PICKER_LOCALES).toHaveLength(14);
    const keys = Object.keys(PICKER_TEXTS.en).sort();
    expect(keys).toEqual(
      [
        'ok',
        'today',
        'clear',
        'prevMonth',
        'nextMonth',
        'prevYear',
        'nextYear',
        'prevDecade',
        'nextDecade',
        'next7Days',
        'prev7Days',
        'next30Days',
        'prev30Days',
        'selectTime',
      ].sort(),
    );
    for (const locale of PICKER_LOCALES) {
      const texts = PICKER_TEXTS[locale];
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
      // The shortcut texts name their number of days.
      expect(texts.next7Days).toContain('7');
      expect(texts.prev30Days).toContain('30');
      // No two keys share a text: catches a shifted column in the table.
      expect(new Set(Object.values(texts)).size).toBe(keys.length);
    }
  });

  it('translates the picker texts', () => {
    expect(PICKER_TEXTS.en.ok).toBe('OK');
    expect(PICKER_TEXTS.en.selectTime).toBe('Select time');
    expect(PICKER_TEXTS.ru.today).toBe('Сегодня');
    expect(PICKER_TEXTS.zh.ok).toBe('确定');
    expect(PICKER_TEXTS.de.nextMonth).toBe('Nächster Monat');
    expect(PICKER_TEXTS.fr.clear).toBe('Effacer');
    expect(PICKER_TEXTS['pt-br'].prev7Days).toBe('Últimos 7 dias');
    expect(PICKER_TEXTS.tr.nextDecade).toBe('Sonraki on yıl');
    expect(PICKER_TEXTS.pl.today).toBe('Dzisiaj');
    expect(PICKER_TEXTS.uk.nextMonth).toBe('Наступний місяць');
  });

  it('names months from dayjs locales, in the standalone form', () => {
    expect(monthNames('ru')).toEqual([
      'январь',
      'февраль',
      'март',
      'апрель',
      'май',
      'июнь',
      'июль',
      'август',
      'сентябрь',
      'октябрь',
      'ноябрь',
      'декабрь',
    ]);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('zh')[11]).toBe('十二月');
    expect(monthNames('de')[2]).toBe('März');
    expect(monthNames('cs')[2]).toBe('březen');
    expect(monthNames('en', 'short')[8]).toBe('Sep');
    for (const locale of PICKER_LOCALES) expect(new Set(monthNames(locale)).size).toBe(12);
  });

  it('names weekdays from the first day of the week', () => {
    expect(weekdayNames('zh', 7)).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    expect(weekdayNames('zh', 1)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(weekdayNames('en', 1)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdayNames('ru', 1, 'long')[0]).toBe('понедельник');
    for (const locale of PICKER_LOCALES) expect(new Set(weekdayNames(locale, 7)).size).toBe(7);
  });

  it('gives every interface language its own picker language', () => {
    expect(LANGUAGE_TO_PICKER_LOCALE).toEqual({
      rus: 'ru',
      eng: 'en',
      pol: 'pl',
      ita: 'it',
      deu: 'de',
      esp: 'es',
      chn: 'zh',
      ukr: 'uk',
      fra: 'fr',
      tur: 'tr',
    });
    for (const language of LANGUAGES) {
      const locale = pickerLocaleFor(language);
      expect(PICKER_LOCALES).toContain(locale);
      // The picker names months as the interface's own dates do (Intl, the same language):
      // Polish and Ukrainian once showed English here.
      const intlMonths = Array.from({ length: 12 }, (_, m) =>
        new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, m, 15)),
        ),
      );
      expect(monthNames(locale), language).toEqual(intlMonths);
    }
    expect(monthNames('pl')[2]).toBe('marzec');
    expect(monthNames('uk')[2]).toBe('березень');
    expect(weekdayNames('uk', 1)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд']);
    expect(weekdayNames('pl', 1, 'long')[0]).toBe('poniedziałek');
  });
});
