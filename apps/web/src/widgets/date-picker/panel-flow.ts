/**
 * Which panel follows which. Opening shows the panel for the type; year -> month -> date is the
 * drill-down, and each step either picks (when it is the type's own unit) or goes one panel on.
 */
import type { Panel, PickerType } from './types';

export function openingPanel(type: PickerType): Exclude<Panel, 'none'> {
  switch (type) {
    case 'month':
      return 'month';
    case 'year':
      return 'year';
    case 'time':
      return 'time';
    default:
      return 'date';
  }
}

/** 'pick' means the choice is the value itself. */
export type Step = Exclude<Panel, 'none'> | 'pick';

export function afterYearChosen(type: PickerType): Step {
  return type === 'year' ? 'pick' : 'month';
}

export function afterMonthChosen(type: PickerType): Step {
  return type === 'month' ? 'pick' : 'date';
}

/**
 * After a day: a date picks it, a datetime goes on to the time panel. A range stays on the date
 * panel until both ends are chosen; then a date range waits there for the confirm button and a
 * datetime range goes on to the time panel.
 */
export function afterDateChosen(type: PickerType, rangeComplete: boolean): Step {
  switch (type) {
    case 'datetime':
      return 'time';
    case 'daterange':
      return 'date';
    case 'datetimerange':
      return rangeComplete ? 'time' : 'date';
    default:
      return 'pick';
  }
}

/** Types that wait for the confirm button instead of committing on the last click. */
export function needsConfirm(type: PickerType): boolean {
  return type !== 'date' && type !== 'month' && type !== 'year';
}
