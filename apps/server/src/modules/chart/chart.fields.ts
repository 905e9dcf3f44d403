import { CHART_VALUE_FIELDS, type ChartTick, type ChartValueField } from '@bondsight/contracts';

/**
 * The ticks narrowed to the value fields the caller draws (`fields`): the same days, each with
 * only those of its fields. Applied to the finished ticks, after the access, display and shape
 * rules, so a narrowed answer holds exactly the default answer's values for those fields.
 */
export function keepFields(
  ticks: readonly ChartTick[],
  fields: readonly ChartValueField[],
): ChartTick[] {
  const dropped = CHART_VALUE_FIELDS.filter((field) => !fields.includes(field));
  return ticks.map((tick) => {
    const narrowed = { ...tick };
    for (const field of dropped) delete narrowed[field];
    return narrowed;
  });
}
