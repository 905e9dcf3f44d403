import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../lib/use-dismiss';
import './column-settings.css';

/** Spec section 3 "Column settings": a column with its group; hidden columns are not offered. */
export interface SettingsColumn {
  id: string;
  text: string;
  check: boolean;
  hidden?: boolean;
  group?: number | string;
}

export interface SettingsGroup {
  id: number | string;
  name: string;
}

interface ColumnSettingsProps {
  columns: SettingsColumn[];
  groups?: SettingsGroup[];
  onChange: (id: string, check: boolean) => void;
  testId?: string;
}

/** A "Columns" button opening a popover of checkboxes, one list per group. */
export function ColumnSettings({ columns, groups = [], onChange, testId }: ColumnSettingsProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, root, () => setOpen(false));

  const offered = columns.filter((column) => !column.hidden);
  const sections = [
    ...groups.map((group) => ({
      key: group.id,
      name: group.name,
      items: offered.filter((c) => c.group === group.id),
    })),
    {
      key: '__rest',
      name: '',
      items: offered.filter((c) => !groups.some((g) => g.id === c.group)),
    },
  ].filter((section) => section.items.length > 0);

  return (
    <div className="column-settings" ref={root} data-testid={testId ?? 'column-settings'}>
      <button
        type="button"
        className="column-settings-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('common:columns')}
      </button>
      {open && (
        <div
          className="column-settings-panel"
          id={panelId}
          role="group"
          aria-label={t('common:columns')}
        >
          {sections.map((section) => (
            <fieldset key={section.key} className="column-settings-group">
              {section.name && <legend>{section.name}</legend>}
              {section.items.map((column) => (
                <label key={column.id} className="column-settings-item">
                  <input
                    type="checkbox"
                    checked={column.check}
                    onChange={(event) => onChange(column.id, event.target.checked)}
                  />
                  {column.text}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
