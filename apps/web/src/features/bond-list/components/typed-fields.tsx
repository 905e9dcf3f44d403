import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondListFilterState, NumberDef, RangeDef, TextDef } from '../screen-filters';
import {
  numberOutcome,
  rangeOutcome,
  textOutcome,
  type FieldOutcome,
  type FieldProblem,
} from '../screen-form-rules';
import { readNumber } from '../screen-numbers';
import { useTypingPause } from '../hooks/use-typing-pause';
import { labelOf } from './filter-labels';

type Change = (change: Partial<BondListFilterState>) => void;
const shown = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/** What invalid text means: nothing a screen's value can equal, so a reset replaces it. */
const INVALID = Symbol('invalid');
const meaningOf = (outcome: FieldOutcome, key: keyof BondListFilterState) =>
  outcome.send ? outcome.send[key] : INVALID;

/**
 * The text a field shows: what was typed, until the screen's value changes from elsewhere (a
 * reset, a saved filter, Back) to one the text does not mean; then the new value.
 */
function useDraft(
  value: number | string | undefined,
  means: (text: string) => unknown,
  onReplaced: () => void,
) {
  const [draft, setDraft] = useState(shown(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (means(draft) !== value) {
      setDraft(shown(value));
      // The typed text is gone, and with it what was wrong with it.
      onReplaced();
    }
  }
  return [draft, setDraft] as const;
}

/** Typed text goes out after a pause; its problems show at once, as the user types. */
function useTypedOutcome(onChange: Change) {
  const [problems, setProblems] = useState<FieldOutcome['problems']>({});
  const send = useTypingPause((outcome: FieldOutcome) => {
    if (outcome.send) onChange(outcome.send);
  });
  return {
    problems,
    clear: () => setProblems({}),
    apply(outcome: FieldOutcome) {
      setProblems(outcome.problems);
      send(outcome);
    },
  };
}

function Problem({
  id,
  problem,
  def,
}: {
  id: string;
  problem?: FieldProblem;
  def?: NumberDef | RangeDef;
}) {
  const { t } = useTranslation('home_list');
  if (!problem) return null;
  return (
    <span className="bond-filter-problem" id={id} data-testid={`${id}`} role="alert">
      {t(`home_list:problem_${problem}`, { lo: def?.lo, hi: def?.hi })}
    </span>
  );
}

function NumberInput(props: {
  name: keyof BondListFilterState;
  value: string;
  label: string;
  placeholder?: string;
  problem?: FieldProblem | undefined;
  onInput: (text: string) => void;
}) {
  return (
    <input
      type="text"
      inputMode="decimal"
      className="bond-filter-number"
      name={props.name}
      value={props.value}
      aria-label={props.label}
      placeholder={props.placeholder}
      aria-invalid={props.problem ? true : undefined}
      aria-describedby={props.problem ? `filter-problem-${props.name}` : undefined}
      data-testid={`filter-${props.name}`}
      onChange={(event) => props.onInput(event.target.value)}
    />
  );
}

/** Min and max side by side; a reversed pair is marked at the max and not sent. */
export function RangeField({
  def,
  filter,
  onChange,
}: {
  def: RangeDef;
  filter: BondListFilterState;
  onChange: Change;
}) {
  const { t } = useTranslation('home_list');
  const means = (text: string) => {
    const read = readNumber(text, def);
    return read.problem ? INVALID : read.value;
  };
  const typed = useTypedOutcome(onChange);
  const [min, setMin] = useDraft(filter[def.min], means, typed.clear);
  const [max, setMax] = useDraft(filter[def.max], means, typed.clear);
  const label = labelOf(t, def);
  const problem = typed.problems[def.min] ?? typed.problems[def.max];
  const problemKey = typed.problems[def.min] ? def.min : def.max;
  return (
    <div className="bond-filter bond-filter-range" role="group" aria-label={label}>
      <span>{label}</span>
      <span className="bond-filter-pair">
        <NumberInput
          name={def.min}
          value={min}
          label={`${label}: ${t('home_list:filter_min')}`}
          placeholder={t('home_list:filter_min')}
          problem={typed.problems[def.min]}
          onInput={(text) => {
            setMin(text);
            typed.apply(rangeOutcome(def, text, max));
          }}
        />
        <span aria-hidden="true">–</span>
        <NumberInput
          name={def.max}
          value={max}
          label={`${label}: ${t('home_list:filter_max')}`}
          placeholder={t('home_list:filter_max')}
          problem={typed.problems[def.max]}
          onInput={(text) => {
            setMax(text);
            typed.apply(rangeOutcome(def, min, text));
          }}
        />
      </span>
      <Problem id={`filter-problem-${problemKey}`} problem={problem} def={def} />
    </div>
  );
}

/** One bound: days traded at least, an offer within N days. */
export function NumberField({
  def,
  filter,
  onChange,
}: {
  def: NumberDef;
  filter: BondListFilterState;
  onChange: Change;
}) {
  const { t } = useTranslation('home_list');
  const typed = useTypedOutcome(onChange);
  const [text, setText] = useDraft(
    filter[def.key],
    (input) => meaningOf(numberOutcome(def, input), def.key),
    typed.clear,
  );
  const label = labelOf(t, def);
  return (
    <label className="bond-filter">
      <span>{label}</span>
      <NumberInput
        name={def.key}
        value={text}
        label={label}
        problem={typed.problems[def.key]}
        onInput={(input) => {
          setText(input);
          typed.apply(numberOutcome(def, input));
        }}
      />
      <Problem id={`filter-problem-${def.key}`} problem={typed.problems[def.key]} def={def} />
    </label>
  );
}

/** The text search in the ISIN, the bond's and the issuer's names. */
export function TextField({
  def,
  filter,
  onChange,
}: {
  def: TextDef;
  filter: BondListFilterState;
  onChange: Change;
}) {
  const { t } = useTranslation('home_list');
  const typed = useTypedOutcome(onChange);
  const [text, setText] = useDraft(
    filter[def.key],
    (input) => meaningOf(textOutcome(def, input), def.key),
    typed.clear,
  );
  const problem = typed.problems[def.key];
  return (
    <label className="bond-filter bond-filter-text">
      <span>{labelOf(t, def)}</span>
      <input
        type="search"
        name={def.key}
        value={text}
        maxLength={def.maxLength}
        placeholder={t('home_list:filter_q_placeholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `filter-problem-${def.key}` : undefined}
        data-testid={`filter-${def.key}`}
        onChange={(event) => {
          setText(event.target.value);
          typed.apply(textOutcome(def, event.target.value));
        }}
      />
      <Problem id={`filter-problem-${def.key}`} problem={problem} />
    </label>
  );
}
