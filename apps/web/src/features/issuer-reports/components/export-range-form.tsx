import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-formatters';
import { DatePicker } from '../../../widgets/date-picker/date-picker';
import { pickerLocaleFor } from '../../../widgets/date-picker/locales';
import { defaultExportRange, exportHref, todayIso } from '../export-range';
import { xlsxHref } from '../xlsx-href';
import { ExportLink } from './export-link';

/**
 * The date-range export (spec section 5): two clearable pickers (DD.MM.YYYY, Monday first)
 * holding YYYY-MM-DD, from 1 January five years back to today by default; the link is a real
 * download for full access (the server's CSV now, Excel with the exports issue).
 */
export function ExportRangeForm({ template, testId }: { template: string; testId: string }) {
  const { t } = useTranslation(['issuer_reports', 'exports']);
  const language = useLanguage();
  const today = todayIso();
  const [from, setFrom] = useState<string | null>(() => defaultExportRange(today).from);
  const [to, setTo] = useState<string | null>(today);
  const picker = (
    value: string | null,
    set: (value: string | null) => void,
    label: string,
    name: string,
  ) => (
    <label className="export-date">
      <span>{label}</span>
      <DatePicker
        value={value}
        valueFormat="string"
        valueStringFormat="YYYY-MM-DD"
        format="DD.MM.YYYY"
        placeholder="DD.MM.YYYY"
        clearable
        firstDayOfWeek={1}
        name={name}
        locale={pickerLocaleFor(language)}
        ariaLabel={label}
        onChange={(picked) => set(typeof picked === 'string' && picked !== '' ? picked : null)}
      />
    </label>
  );
  return (
    <div className="export-range" data-testid={testId}>
      {picker(from, setFrom, t('export_from'), 'from')}
      {picker(to, setTo, t('export_to'), 'to')}
      <ExportLink href={exportHref(template, from, to, today)} testId={`${testId}-link`}>
        {t('export_period')}
      </ExportLink>
      <ExportLink href={xlsxHref(exportHref(template, from, to, today))} testId={`${testId}-xlsx`}>
        {t('exports:export_xlsx')}
      </ExportLink>
    </div>
  );
}
