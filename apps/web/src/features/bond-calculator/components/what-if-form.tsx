import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { YieldConventionId } from '@bondsight/contracts';
import { filterNumberText } from '../calculator-input';
import { INPUT_KINDS, type InputKind } from '../calculator-request';
import { blockDisallowedKeys, blockDisallowedPaste } from './nkd-date-field';

/** The API's yield conventions, in the select's order. */
const CONVENTIONS: YieldConventionId[] = [
  'effective',
  'nominal',
  'compounded',
  'simple',
  'continuous',
];

interface WhatIfFormProps {
  kind: InputKind;
  text: string;
  convention: YieldConventionId;
  /** A Z-spread needs the currency's curve. */
  hasCurve: boolean;
  /** The stored price can be gone back to (it exists and the user may see it). */
  hasMarketPrice: boolean;
  /** The typed text is no number: the form says so. */
  invalid: boolean;
  onKind: (kind: InputKind) => void;
  onText: (text: string) => void;
  onConvention: (convention: YieldConventionId) => void;
  onSubmit: () => void;
  onMarket: () => void;
}

/**
 * What if: the user types a clean price, a yield or a Z-spread (digits, dot and comma only,
 * spec section 5) and the block shows everything else for it; the yield convention says how
 * a typed yield, and the yield shown, compound.
 */
export function WhatIfForm(props: WhatIfFormProps) {
  const { t } = useTranslation('bond_calc');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="calc-what-if" onSubmit={submit} data-testid="calc-form">
      <div className="tabs" role="group" aria-label={t('input_kind')}>
        {INPUT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === props.kind ? 'tab active' : 'tab'}
            aria-pressed={kind === props.kind}
            disabled={kind === 'spread' && !props.hasCurve}
            onClick={() => props.onKind(kind)}
            data-testid={`calc-kind-${kind}`}
          >
            {t(`kind_${kind}`)}
          </button>
        ))}
      </div>
      <div className="calc-what-if-fields">
        <label htmlFor={inputId}>{t(`input_${props.kind}`)}</label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={props.text}
          aria-invalid={props.invalid || undefined}
          onKeyDown={blockDisallowedKeys}
          onPaste={blockDisallowedPaste}
          onChange={(event) => props.onText(filterNumberText(event.target.value))}
          data-testid="calc-input"
        />
        <label className="field-inline">
          <span>{t('convention')}</span>
          <select
            value={props.convention}
            onChange={(event) => props.onConvention(event.target.value as YieldConventionId)}
            data-testid="calc-convention"
          >
            {CONVENTIONS.map((convention) => (
              <option key={convention} value={convention}>
                {t(`convention_${convention}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button primary" data-testid="calc-submit">
          {t('calculate')}
        </button>
        {props.hasMarketPrice && (
          <button
            type="button"
            className="button"
            onClick={props.onMarket}
            data-testid="calc-market"
          >
            {t('use_market_price')}
          </button>
        )}
      </div>
      {props.invalid && (
        <p className="field-error" role="alert" data-testid="calc-input-error">
          {t('input_invalid')}
        </p>
      )}
    </form>
  );
}
