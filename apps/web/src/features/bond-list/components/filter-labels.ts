import type { TFunction } from 'i18next';
import type { FilterDef } from '../screen-filters';

/** camelCase -> snake_case: label keys are snake case (gSpread -> g_spread). */
export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A filter's label: `home_list:filter_<key>` (a range or dates by their id). */
export function labelOf(t: TFunction, def: FilterDef) {
  const name = def.type === 'range' || def.type === 'dates' ? def.id : def.key;
  return t(`home_list:filter_${snake(name)}`);
}

/** A fixed option's label: `home_list:<key>_<option>` (status_live, coupon_type_fixed). */
export const optionLabel = (t: TFunction, key: string, option: string) =>
  t(`home_list:${snake(key)}_${option}`);
