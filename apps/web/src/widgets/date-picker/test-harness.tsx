/** Test helper: a DatePicker that keeps its own value, as a real caller would. */
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './date-picker';

type Props = DatePickerProps & { onValue?: (value: unknown) => void };

export function ControlledPicker({ onValue, ...props }: Props) {
  const [value, setValue] = useState(props.value);
  const picker = {
    ...props,
    value,
    onChange: (next: unknown) => {
      setValue(next as typeof value);
      onValue?.(next);
    },
  } as DatePickerProps;
  return <DatePicker {...picker} />;
}
