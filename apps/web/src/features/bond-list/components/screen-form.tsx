import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondListFacets } from '@bondsight/contracts';
import { useBondListFacets } from '../api/get-facets';
import {
  activeCount,
  FILTERS,
  MORE_GROUPS,
  type BondListFilterState,
  type FilterDef,
} from '../screen-filters';
import { ChoiceField, FlagField } from './choice-fields';
import { MaturityField } from './maturity-field';
import { NumberField, RangeField, TextField } from './typed-fields';
import './bond-list.css';

type Change = (change: Partial<BondListFilterState>) => void;

interface ScreenFormProps {
  filter: BondListFilterState;
  onChange: Change;
  onReset: () => void;
}

function Field(props: {
  def: FilterDef;
  filter: BondListFilterState;
  facets: BondListFacets | undefined;
  onChange: Change;
}) {
  const { def, filter, onChange } = props;
  switch (def.type) {
    case 'range':
      return <RangeField def={def} filter={filter} onChange={onChange} />;
    case 'number':
      return <NumberField def={def} filter={filter} onChange={onChange} />;
    case 'text':
      return <TextField def={def} filter={filter} onChange={onChange} />;
    case 'flag':
      return <FlagField def={def} filter={filter} onChange={onChange} />;
    case 'dates':
      return <MaturityField filter={filter} onChange={onChange} />;
    case 'choice':
      return <ChoiceField def={def} filter={filter} facets={props.facets} onChange={onChange} />;
  }
}

const keyOf = (def: FilterDef) => (def.type === 'range' || def.type === 'dates' ? def.id : def.key);

/**
 * The screener's filters from the filter table: the main ones always shown, the rest grouped
 * (numbers, terms, issuer) behind "more filters", which opens by itself when one of them is set
 * (a shared link's filters are never hidden). Every valid change goes to the URL.
 */
export function ScreenForm({ filter, onChange, onReset }: ScreenFormProps) {
  const { t } = useTranslation('home_list');
  const facets = useBondListFacets().data;
  const more = FILTERS.filter((def) => def.group !== 'main');
  const moreSet = activeCount(more, filter);
  const [open, setOpen] = useState(moreSet > 0);
  const fields = (defs: readonly FilterDef[]) =>
    defs.map((def) => (
      <Field key={keyOf(def)} def={def} filter={filter} facets={facets} onChange={onChange} />
    ));

  return (
    <form
      className="screen-form"
      data-testid="bond-filters"
      role="search"
      aria-label={t('home_list:filters_title')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="screen-form-row">
        {fields(FILTERS.filter((def) => def.group === 'main'))}
        {activeCount(FILTERS, filter) > 0 && (
          <button
            type="button"
            className="button small"
            data-testid="filter-reset"
            onClick={onReset}
          >
            {t('home_list:filter_reset')}
          </button>
        )}
      </div>
      <details
        className="screen-form-more"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary data-testid="filters-more">
          {moreSet > 0
            ? t('home_list:filters_more_set', { count: moreSet })
            : t('home_list:filters_more')}
        </summary>
        {MORE_GROUPS.map((group) => (
          <fieldset key={group} className="screen-form-group" data-testid={`filters-${group}`}>
            <legend>{t(`home_list:group_${group}`)}</legend>
            <div className="screen-form-row">
              {fields(more.filter((def) => def.group === group))}
            </div>
          </fieldset>
        ))}
      </details>
    </form>
  );
}
