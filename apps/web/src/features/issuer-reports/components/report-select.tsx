import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOption } from '@bondsight/contracts';

interface ReportSelectProps {
  options: ReportOption[];
  value: number;
  onChange: (id: number) => void;
  testId: string;
}

/** Spec section 2: the report select is a dropdown when there is a choice, else plain text. */
export function ReportSelect({ options, value, onChange, testId }: ReportSelectProps) {
  const { t } = useTranslation('issuer_reports');
  const id = useId();
  if (options.length === 0) return null;
  if (options.length === 1)
    return (
      <p className="report-name" data-testid={testId}>
        {options[0]!.text}
      </p>
    );
  return (
    <p className="report-select">
      <label htmlFor={id}>{t('report_select')}</label>{' '}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.text}
          </option>
        ))}
      </select>
    </p>
  );
}
