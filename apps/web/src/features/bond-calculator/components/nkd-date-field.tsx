import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, useLanguage } from '../../../lib/use-formatters';
import { DatePicker } from '../../../widgets/date-picker/date-picker';
import { pickerLocaleFor } from '../../../widgets/date-picker/locales';
import {
  filterNumberText,
  isAllowedKey,
  latestNkdDate,
  nkdDateProblem,
  parseTypedDate,
  type NkdDateProblem,
} from '../calculator-input';

interface NkdDateFieldProps {
  /** YYYY-MM-DD. */
  value: string;
  /** The UTC date the two-day rule counts from. */
  today: string;
  onChange: (date: string) => void;
}

/** Keys other than digits, dot and comma never reach a text input inside (spec 5). */
export function blockDisallowedKeys(event: KeyboardEvent<HTMLElement>) {
  const modifier = event.ctrlKey || event.metaKey || event.altKey;
  if (event.target instanceof HTMLInputElement && !isAllowedKey(event.key, modifier))
    event.preventDefault();
}

/** Pasted text with other characters is refused whole, rather than half-used. */
export function blockDisallowedPaste(event: ClipboardEvent<HTMLElement>) {
  const text = event.clipboardData.getData('text');
  if (event.target instanceof HTMLInputElement && filterNumberText(text) !== text)
    event.preventDefault();
}

/**
 * The nkd date: the date picker widget, typed as DD.MM.YYYY (digits, dots or commas only), at
 * most two days from today (spec section 5). A later date is refused with the server's own
 * message and the block keeps its date.
 */
export function NkdDateField({ value, today, onChange }: NkdDateFieldProps) {
  const { t } = useTranslation(['bond_calc', 'errors']);
  const format = useFormatters();
  const language = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<NkdDateProblem | null>(null);
  const latest = latestNkdDate(today);

  const accept = (date: string | null) => {
    const refusal = nkdDateProblem(date, today);
    setProblem(refusal);
    if (!refusal && date) onChange(date);
  };

  return (
    <div
      className="calc-date"
      onKeyDownCapture={blockDisallowedKeys}
      onPasteCapture={blockDisallowedPaste}
      data-testid="nkd-date-field"
    >
      <label htmlFor={id}>{t('bond_calc:date_label')}</label>
      <DatePicker
        id={id}
        value={value}
        valueFormat="string"
        valueStringFormat="YYYY-MM-DD"
        format="DD.MM.YYYY"
        placeholder="DD.MM.YYYY"
        notAfter={latest}
        clearable={false}
        firstDayOfWeek={1}
        locale={pickerLocaleFor(language)}
        ariaLabel={t('bond_calc:date_label')}
        className="calc-date-picker"
        onChange={(picked) => accept(typeof picked === 'string' ? picked : null)}
        // The picker refuses a day after `notAfter` and text it cannot read (commas): the
        // text is read here again to say which, and a comma-typed date is taken.
        onInputError={(text) => accept(parseTypedDate(text))}
      />
      {problem && (
        <p className="field-error" role="alert" data-testid="nkd-date-error">
          {problem === 'too_late' ? t('errors:nkd_date_too_late') : t('bond_calc:date_invalid')}
        </p>
      )}
      <p className="hint">{t('bond_calc:date_rule', { date: format.date(latest) })}</p>
    </div>
  );
}
