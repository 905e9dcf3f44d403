import { useTranslation } from 'react-i18next';
import type { YieldMapOption } from './types';

interface ChoiceProps {
  label: string;
  options: readonly YieldMapOption[];
  value: number;
  testId: string;
  onChange(id: number): void;
}

/** Spec section 2: a dropdown only when there is more than one option, else plain text. */
function Choice({ label, options, value, testId, onChange }: ChoiceProps) {
  if (options.length > 1)
    return (
      <label className="field-inline">
        <span>{label}</span>
        <select
          value={value}
          data-testid={testId}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.text}
            </option>
          ))}
        </select>
      </label>
    );
  return (
    // The space keeps "Currency RUB" two words where no flex gap applies (copied text, a
    // screen reader; issue 30 saw "CurrencyRUB").
    <span className="field-inline">
      <span>{label}</span> <strong data-testid={`${testId}-text`}>{options[0]?.text ?? ''}</strong>
    </span>
  );
}

interface MapSelectorsProps {
  currencies: readonly YieldMapOption[];
  grounds: readonly YieldMapOption[];
  currencyId: number;
  groundId: number;
  onCurrency(id: number): void;
  onGround(id: number): void;
}

export function MapSelectors(props: MapSelectorsProps) {
  const { t } = useTranslation('issuer_map');
  return (
    <div className="yield-map-selectors">
      <Choice
        label={t('currency')}
        options={props.currencies}
        value={props.currencyId}
        testId="yield-map-currency"
        onChange={props.onCurrency}
      />
      <Choice
        label={t('ground')}
        options={props.grounds}
        value={props.groundId}
        testId="yield-map-ground"
        onChange={props.onGround}
      />
    </div>
  );
}
