import type { Dayjs } from './dayjs-setup';
import type { PickerConfig } from './picker-config';
import { SHORTCUTS, shortcutDay, shortcutLabel, shortcutRange } from './shortcuts';
import { isRangeType } from './types';

interface ShortcutProps {
  config: PickerConfig;
  onPick(value: Dayjs | [Dayjs, Dayjs]): void;
}

/**
 * Previous/next 7 and 30 days. Dates count from the start of today, datetimes from now to the
 * minute. A shortcut whose day (or either end) is disabled is shown but refuses the click.
 */
export function Shortcuts({ config, onPick }: ShortcutProps) {
  const { type, now, texts, disabled } = config;
  const today =
    type === 'datetime' || type === 'datetimerange' ? now.startOf('minute') : now.startOf('day');
  return (
    <div className="bsdp-shortcuts" role="group">
      {SHORTCUTS.map(({ id, days }) => {
        const value = isRangeType(type) ? shortcutRange(today, days) : shortcutDay(today, days);
        const ends = Array.isArray(value) ? value : [value];
        const isDisabled = ends.some((day) => disabled.day(day));
        return (
          <button
            key={id}
            type="button"
            data-shortcut={id}
            aria-disabled={isDisabled || undefined}
            onClick={() => {
              if (!isDisabled) onPick(value);
            }}
          >
            {shortcutLabel(id, texts)}
          </button>
        );
      })}
    </div>
  );
}

interface FooterProps {
  config: PickerConfig;
  hasValue: boolean;
  /** Shown for date and datetime pickers, where "today" is a day to choose. */
  showToday: boolean;
  /** Null hides the confirm button; false shows it disabled until the choice is complete. */
  canConfirm: boolean | null;
  onToday(): void;
  onClear(): void;
  onConfirm(): void;
}

export function PopupFooter({ config, hasValue, showToday, canConfirm, ...on }: FooterProps) {
  const { texts, clearable, disabled, now } = config;
  const todayDisabled = disabled.day(now);
  if (!(clearable && hasValue) && !showToday && canConfirm === null) return null;
  return (
    <div className="bsdp-footer">
      {clearable && hasValue && (
        <button type="button" onClick={on.onClear}>
          {texts.clear}
        </button>
      )}
      {showToday && (
        <button
          type="button"
          aria-disabled={todayDisabled || undefined}
          onClick={() => {
            if (!todayDisabled) on.onToday();
          }}
        >
          {texts.today}
        </button>
      )}
      {canConfirm !== null && (
        <button
          type="button"
          className="bsdp-confirm"
          disabled={!canConfirm}
          onClick={on.onConfirm}
        >
          {config.confirmText}
        </button>
      )}
    </div>
  );
}
