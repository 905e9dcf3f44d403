import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondListFilter } from '@bondsight/contracts';
import { SCREEN_PRESETS } from '@bondsight/contracts/screen-presets';
import { sameFilter } from '../same-filter';
import './screen-presets.css';

interface ScreenPresetsProps {
  /** The list's current filter: the preset it equals shows as pressed. */
  current: BondListFilter;
  /** Replaces the whole screen with a preset's filter, sort and columns. */
  onApply: (filter: BondListFilter, columns: readonly string[]) => void;
}

/**
 * The ready screens written by us (contracts' screen-presets), each a button with its one-line
 * explanation beneath it (and as its description); open to everyone, visitors included.
 */
export function ScreenPresets({ current, onApply }: ScreenPresetsProps) {
  const { t } = useTranslation('screen_saved');
  const ids = useId();
  return (
    <section
      className="screen-presets"
      aria-labelledby={`${ids}-title`}
      data-testid="screen-presets"
    >
      <h2 id={`${ids}-title`} className="screen-presets-title">
        {t('presets_title')}
      </h2>
      <ul className="screen-presets-list">
        {SCREEN_PRESETS.map((preset) => (
          <li key={preset.id} className="screen-preset">
            <button
              type="button"
              className="button small"
              aria-pressed={sameFilter(preset.filter, current)}
              aria-describedby={`${ids}-${preset.id}`}
              data-testid={`screen-preset-${preset.id}`}
              onClick={() => onApply(preset.filter, preset.columns)}
            >
              {t(`preset_${preset.id}`)}
            </button>
            <span id={`${ids}-${preset.id}`} className="screen-preset-note muted">
              {t(`preset_${preset.id}_note`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
