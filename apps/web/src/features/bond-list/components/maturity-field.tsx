import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-formatters';
import { DatePicker } from '../../../widgets/date-picker/date-picker';
import { pickerLocaleFor } from '../../../widgets/date-picker/locales';
import type { BondListFilterState } from '../screen-filters';

type Change = (change: Partial<BondListFilterState>) => void;

/** Maturity from/to as two date pickers; each end bounds the other, so none can be reversed. */
export function MaturityField({
  filter,
  onChange,
}: {
  filter: BondListFilterState;
  onChange: Change;
}) {
  const { t } = useTranslation('home_list');
  const language = useLanguage();
  const date = (name: 'maturityFrom' | 'maturityTo', label: string) => (
    <label className="bond-filter" data-testid={`filter-${name}`}>
      <span>{label}</span>
      <DatePicker
        value={filter[name] ?? null}
        valueFormat="string"
        valueStringFormat="YYYY-MM-DD"
        format="DD.MM.YYYY"
        placeholder="DD.MM.YYYY"
        clearable
        firstDayOfWeek={1}
        name={name}
        locale={pickerLocaleFor(language)}
        ariaLabel={label}
        {...(name === 'maturityTo' && filter.maturityFrom
          ? { notBefore: filter.maturityFrom }
          : {})}
        {...(name === 'maturityFrom' && filter.maturityTo ? { notAfter: filter.maturityTo } : {})}
        onChange={(picked) =>
          onChange({ [name]: typeof picked === 'string' && picked !== '' ? picked : undefined })
        }
      />
    </label>
  );
  return (
    <>
      {date('maturityFrom', t('home_list:filter_maturity_from'))}
      {date('maturityTo', t('home_list:filter_maturity_to'))}
    </>
  );
}
