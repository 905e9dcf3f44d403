import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-formatters';
import { DatePicker } from '../../../widgets/date-picker/date-picker';
import { pickerLocaleFor } from '../../../widgets/date-picker/locales';
import { useBondListFacets } from '../api/get-facets';
import { BOND_KINDS, STATUS_GROUPS, type BondListFilterState } from '../bond-list-search';
import './bond-list.css';

interface BondFiltersProps {
  filter: BondListFilterState;
  onChange: (change: Partial<BondListFilterState>) => void;
  onReset: () => void;
}

/** Currency, status group, issuer kind and maturity range; every change goes to the URL. */
export function BondFilters({ filter, onChange, onReset }: BondFiltersProps) {
  const { t } = useTranslation(['home_list', 'common']);
  const language = useLanguage();
  const facets = useBondListFacets();
  const currencies = facets.data?.currencies ?? [];
  const kinds = facets.data?.kinds.map((k) => k.kind) ?? BOND_KINDS;
  const any = t('home_list:filter_any');
  const filtered =
    filter.currency || filter.status || filter.kind || filter.maturityFrom || filter.maturityTo;

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
        // The other end bounds this one: a reversed range cannot be picked.
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
    <fieldset className="bond-filters" data-testid="bond-filters">
      <legend>{t('home_list:filters_title')}</legend>
      <label className="bond-filter">
        <span>{t('home_list:filter_currency')}</span>
        <select
          value={filter.currency ?? ''}
          data-testid="filter-currency"
          onChange={(event) => onChange({ currency: event.target.value || undefined })}
        >
          <option value="">{any}</option>
          {/* A currency from a shared link stays selectable while the choices load. */}
          {filter.currency && !currencies.some((c) => c.code === filter.currency) && (
            <option value={filter.currency}>{filter.currency}</option>
          )}
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} — {c.name} ({c.count})
            </option>
          ))}
        </select>
      </label>
      <label className="bond-filter">
        <span>{t('home_list:filter_status')}</span>
        <select
          value={filter.status ?? ''}
          data-testid="filter-status"
          onChange={(event) =>
            onChange({ status: STATUS_GROUPS.find((s) => s === event.target.value) })
          }
        >
          <option value="">{any}</option>
          {STATUS_GROUPS.map((status) => (
            <option key={status} value={status}>
              {t(`home_list:status_${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="bond-filter">
        <span>{t('home_list:filter_kind')}</span>
        <select
          value={filter.kind ?? ''}
          data-testid="filter-kind"
          onChange={(event) => onChange({ kind: BOND_KINDS.find((k) => k === event.target.value) })}
        >
          <option value="">{any}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`home_list:kind_${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {date('maturityFrom', t('home_list:filter_maturity_from'))}
      {date('maturityTo', t('home_list:filter_maturity_to'))}
      {filtered && (
        <button type="button" className="button small" data-testid="filter-reset" onClick={onReset}>
          {t('home_list:filter_reset')}
        </button>
      )}
    </fieldset>
  );
}
