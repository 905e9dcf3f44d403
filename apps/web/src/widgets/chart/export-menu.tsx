/** The export menu (full access only): print, PNG, JPEG, PDF, SVG. */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../lib/use-dismiss';
import { EXPORT_FORMATS, type ExportFormat } from './constants';

interface Props {
  busy: boolean;
  onChoose(format: ExportFormat): void;
}

export function ExportMenu({ busy, onChoose }: Props) {
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, root, close);

  return (
    <div className="bschart-export" ref={root}>
      <button
        type="button"
        className="bschart-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => setOpen(!open)}
        data-testid="chart-export"
      >
        {t('export')}
      </button>
      {open && (
        <ul className="bschart-export-menu" role="menu" id={menuId} data-testid="chart-export-menu">
          {EXPORT_FORMATS.map((format) => (
            <li key={format} role="none">
              <button
                type="button"
                role="menuitem"
                data-testid={`chart-export-${format}`}
                onClick={() => {
                  setOpen(false);
                  onChoose(format);
                }}
              >
                {t(`export_${format}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
