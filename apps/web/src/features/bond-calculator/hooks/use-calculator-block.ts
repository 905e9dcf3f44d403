import { useMemo, useState } from 'react';
import type { CalculatorResult, YieldConventionId } from '@bondsight/contracts';
import { useCalculation, useWorkoutCalculations } from '../api/calculate';
import { useCalculatorTerms } from '../api/get-calculator-terms';
import { useNkdInfo } from '../api/get-nkd-info';
import type { BondSummary } from '@bondsight/contracts';
import { DECIMALS } from '../../../lib/format';
import { defaultNkdDate, numberText, parseNumberText, todayUtc } from '../calculator-input';
import {
  calculatorRequest,
  hasLiveOffer,
  storedCleanPrice,
  workoutRequests,
  type InputKind,
  type TypedInput,
} from '../calculator-request';

/** The value of a result in an input's terms, as the input shows it back (or '' if none). */
function prefill(result: CalculatorResult | undefined, kind: InputKind): string {
  if (!result) return '';
  const value =
    kind === 'price'
      ? result.cleanPrice
      : kind === 'yield'
        ? result.yield
        : result.spreads?.zSpread;
  const decimals =
    kind === 'price' ? DECIMALS.price : kind === 'yield' ? DECIMALS.yield : DECIMALS.spread;
  // The input takes digits, dot and comma only: a negative value is not offered.
  return value === undefined || value < 0 ? '' : numberText(value, decimals);
}

/**
 * The calculator block's state and calls: the nkd (settlement) date, what the user typed, the
 * yield convention; the stored terms (with the T-spread's benchmark), the accrued interest, the calculation
 * and, for a bond with an offer ahead, the same price to the offer and to worst. Nothing is
 * asked before the block is in view.
 */
export function useCalculatorBlock(bond: BondSummary, inView: boolean) {
  const bondId = bond.id;
  const [today] = useState(() => todayUtc());
  const [date, setDate] = useState(() => defaultNkdDate(today, bond));
  const [kind, setKind] = useState<InputKind>('price');
  const [text, setText] = useState('');
  const [input, setInput] = useState<TypedInput | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [convention, setConvention] = useState<YieldConventionId>('effective');

  const terms = useCalculatorTerms(bondId, date, inView);
  const nkd = useNkdInfo(bondId, date, inView);
  const request = useMemo(
    () => (terms.data ? calculatorRequest(terms.data, date, input, convention) : null),
    [terms.data, date, input, convention],
  );
  const main = useCalculation(request);
  const result = main.isPlaceholderData ? undefined : main.data;
  const workouts = useWorkoutCalculations(
    request && result && terms.data && hasLiveOffer(terms.data, date)
      ? workoutRequests(request, result)
      : null,
  );
  const [offer, worst] = workouts.data ?? [];

  return {
    today,
    date,
    setDate,
    kind,
    text,
    invalid,
    convention,
    setConvention,
    input,
    terms,
    nkd,
    request,
    main,
    result: main.data,
    offer: offer ?? undefined,
    worst: worst ?? undefined,
    marketPrice: terms.data ? storedCleanPrice(terms.data) : null,
    chooseKind(next: InputKind) {
      setKind(next);
      setText(prefill(main.data, next));
      setInvalid(false);
    },
    type(next: string) {
      setText(next);
      setInvalid(false);
    },
    submit() {
      const value = parseNumberText(text);
      setInvalid(value === null);
      if (value !== null) setInput({ kind, value });
    },
    useMarket() {
      setInput(null);
      setKind('price');
      setText('');
      setInvalid(false);
    },
  };
}
