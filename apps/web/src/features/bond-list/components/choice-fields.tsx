import { useTranslation } from 'react-i18next';
import type { BondListFacets } from '@bondsight/contracts';
import {
  isNumericChoice,
  type BondListFilterState,
  type ChoiceDef,
  type FlagDef,
} from '../screen-filters';
import { labelOf, optionLabel } from './filter-labels';

type Change = (change: Partial<BondListFilterState>) => void;

interface Option {
  value: string;
  text: string;
}

/** The choices of a facet, labelled with their bond counts. */
function facetOptions(
  t: ReturnType<typeof useTranslation>['t'],
  facet: NonNullable<ChoiceDef['facet']>,
  facets: BondListFacets | undefined,
): Option[] {
  if (!facets) return [];
  if (facet === 'grounds')
    return facets.grounds.map((g) => ({ value: String(g.id), text: `${g.name} (${g.count})` }));
  if (facet === 'sectors')
    return facets.sectors.map((s) => ({
      value: s.sector,
      // Sectors are stored codes with labels in `entities`; an unknown one shows as stored.
      text: `${t(`entities:sector_${s.sector}`, { defaultValue: s.sector })} (${s.count})`,
    }));
  return facets[facet].map((c) => ({ value: c.code, text: `${c.code} — ${c.name} (${c.count})` }));
}

/** A set as a select: "any" first, then the fixed options or the facet's. */
export function ChoiceField(props: {
  def: ChoiceDef;
  filter: BondListFilterState;
  facets: BondListFacets | undefined;
  onChange: Change;
}) {
  const { def, filter, onChange } = props;
  const { t } = useTranslation(['home_list', 'entities']);
  const current = filter[def.key];
  const value = current === undefined ? '' : String(current);
  const options: Option[] = def.facet
    ? facetOptions(t, def.facet, props.facets)
    : (def.options ?? []).map((option) => ({
        value: option,
        text: def.verbatim ? option : optionLabel(t, def.key, option),
      }));
  // A value from a shared link stays selectable while the choices load.
  if (value !== '' && !options.some((o) => o.value === value))
    options.unshift({ value, text: value });
  return (
    <label className="bond-filter">
      <span>{labelOf(t, def)}</span>
      <select
        name={def.key}
        value={value}
        data-testid={`filter-${def.key}`}
        onChange={(event) => {
          const picked = event.target.value || undefined;
          onChange({
            [def.key]: isNumericChoice(def.key) && picked ? Number(picked) : picked,
          });
        }}
      >
        <option value="">{t('home_list:filter_any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A yes/no flag as any / yes / no. */
export function FlagField({
  def,
  filter,
  onChange,
}: {
  def: FlagDef;
  filter: BondListFilterState;
  onChange: Change;
}) {
  const { t } = useTranslation('home_list');
  const current = filter[def.key];
  return (
    <label className="bond-filter">
      <span>{labelOf(t, def)}</span>
      <select
        name={def.key}
        value={current === undefined ? '' : String(current)}
        data-testid={`filter-${def.key}`}
        onChange={(event) => {
          const picked = event.target.value;
          onChange({ [def.key]: picked === '' ? undefined : picked === 'true' });
        }}
      >
        <option value="">{t('home_list:filter_any')}</option>
        <option value="true">{t('home_list:filter_yes')}</option>
        <option value="false">{t('home_list:filter_no')}</option>
      </select>
    </label>
  );
}
