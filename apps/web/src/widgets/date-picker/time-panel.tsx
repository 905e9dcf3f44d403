import type { Dayjs } from './dayjs-setup';
import type { PickerConfig } from './picker-config';
import {
  SECOND_OPTIONS,
  formatHasSeconds,
  hourCycle,
  hourOptions,
  meridiemLabel,
  minuteOptions,
  pad2,
  to12Hour,
  to24Hour,
} from './time';

interface ColumnProps {
  label: string;
  options: readonly { value: number; text: string }[];
  selected: number;
  onSelect(value: number): void;
}

/** One scrollable column of choices (hours, minutes, seconds or AM/PM). */
function TimeColumn({ label, options, selected, onSelect }: ColumnProps) {
  return (
    <div role="listbox" aria-label={label} className="bsdp-time-column">
      {options.map(({ value, text }) => (
        <button
          key={value}
          type="button"
          role="option"
          aria-selected={value === selected}
          className={value === selected ? 'is-selected' : undefined}
          onClick={() => onSelect(value)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

interface TimePanelProps {
  config: PickerConfig;
  /** One entry for a single picker, two (start and end) for a range; caption names the day. */
  items: readonly { caption: string | null; time: Dayjs }[];
  onChange(index: number, time: Dayjs): void;
  /** Back to the date panel, for types that chose a day first. */
  onBack?: () => void;
}

/** Hours, minutes in the configured step, seconds if the format shows them, AM/PM if 12-hour. */
export function TimePanel({ config, items, onChange, onBack }: TimePanelProps) {
  const { hour12, meridiem } = hourCycle(config.format);
  const withSeconds = formatHasSeconds(config.format);
  const hours = hourOptions(hour12).map((h) => ({ value: h, text: pad2(h) }));
  const minutes = minuteOptions(config.minuteStep).map((m) => ({ value: m, text: pad2(m) }));
  const seconds = SECOND_OPTIONS.map((s) => ({ value: s, text: pad2(s) }));

  return (
    <div className="bsdp-panel bsdp-time-panel">
      <div className="bsdp-header">
        <span className="bsdp-title">{config.texts.selectTime}</span>
      </div>
      <div className="bsdp-time-items">
        {items.map(({ caption, time }, index) => {
          const set = (next: Dayjs) => onChange(index, next);
          const face = to12Hour(time.hour());
          return (
            <div key={index} className="bsdp-time-item">
              {caption !== null &&
                (onBack ? (
                  <button type="button" className="bsdp-title-button" onClick={onBack}>
                    {caption}
                  </button>
                ) : (
                  <span>{caption}</span>
                ))}
              <div className="bsdp-time-columns">
                <TimeColumn
                  label={hour12 ? 'hh' : 'HH'}
                  options={hours}
                  selected={hour12 ? face.hour : time.hour()}
                  onSelect={(h) => set(time.hour(hour12 ? to24Hour(h, face.pm) : h))}
                />
                <TimeColumn
                  label="mm"
                  options={minutes}
                  selected={time.minute()}
                  onSelect={(m) => set(time.minute(m))}
                />
                {withSeconds && (
                  <TimeColumn
                    label="ss"
                    options={seconds}
                    selected={time.second()}
                    onSelect={(s) => set(time.second(s))}
                  />
                )}
                {meridiem && (
                  <TimeColumn
                    label={meridiem}
                    options={[0, 1].map((pm) => ({
                      value: pm,
                      text: meridiemLabel(pm === 1, meridiem),
                    }))}
                    selected={face.pm ? 1 : 0}
                    onSelect={(pm) => set(time.hour(to24Hour(face.hour, pm === 1)))}
                  />
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
