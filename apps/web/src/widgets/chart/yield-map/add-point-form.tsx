import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roundAddedPoint } from './map-layout';

interface AddPointFormProps {
  onAdd(point: { duration: number; yield: number; pointName: string }): void;
}

const numberOf = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/** A manual point (spec "Added point"): duration and yield, rounded to 2 and 3 decimals, named. */
export function AddPointForm({ onAdd }: AddPointFormProps) {
  const { t } = useTranslation('issuer_map');
  const [duration, setDuration] = useState('');
  const [yieldText, setYieldText] = useState('');
  const [pointName, setPointName] = useState('');
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const d = numberOf(duration);
    const y = numberOf(yieldText);
    if (d === null || y === null || d < 0) {
      setError(true);
      return;
    }
    setError(false);
    const rounded = roundAddedPoint(d, y);
    onAdd({ ...rounded, pointName: pointName.trim() || t('added_point_default') });
    setDuration('');
    setYieldText('');
    setPointName('');
  };

  return (
    <form className="yield-map-add" data-testid="yield-map-add-form" onSubmit={submit}>
      <span className="yield-map-add-title">{t('add_point')}</span>
      <label className="field-inline">
        <span>{t('point_duration')}</span>
        <input
          inputMode="decimal"
          value={duration}
          data-testid="yield-map-add-duration"
          onChange={(e) => setDuration(e.target.value)}
        />
      </label>
      <label className="field-inline">
        <span>{t('point_yield')}</span>
        <input
          inputMode="decimal"
          value={yieldText}
          data-testid="yield-map-add-yield"
          onChange={(e) => setYieldText(e.target.value)}
        />
      </label>
      <label className="field-inline">
        <span>{t('point_name')}</span>
        <input
          value={pointName}
          maxLength={60}
          data-testid="yield-map-add-name"
          onChange={(e) => setPointName(e.target.value)}
        />
      </label>
      <button type="submit" data-testid="yield-map-add-submit">
        {t('add')}
      </button>
      {error && (
        <span className="error-text" role="alert" data-testid="yield-map-add-error">
          {t('add_point_invalid')}
        </span>
      )}
    </form>
  );
}
