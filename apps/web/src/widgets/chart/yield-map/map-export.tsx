/**
 * The yield map's export menu (full access only, spec section 6 "chart export"): the map as a
 * PNG or SVG image, and its points as CSV. Everything is what the map shows now: its currency
 * and ground, the user's removals and added points, the ended bonds when switched on, the
 * trend. Files are named after the issuer, the currency and the map's date.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../../lib/use-dismiss';
import { saveBlob } from '../../../lib/save-blob';
import { buildMapCsv, mapExportFileName } from './map-csv';
import type { MapOption } from './map-option';
import type { MapView } from './map-view';
import './map-export.css';

export const MAP_EXPORT_FORMATS = ['png', 'svg', 'csv'] as const;
export type MapExportFormat = (typeof MAP_EXPORT_FORMATS)[number];

/** Exports from a phone are still drawn at a readable width (as the chart widget's). */
const MIN_EXPORT_WIDTH = 680;

export interface MapExportProps {
  view: MapView;
  /** The option the screen draws: the images are drawn from it. */
  option: MapOption;
  issuer: string;
  currency: string;
  ground: string;
  /** YYYY-MM-DD: the map's date (its points are alive on it); names the files. */
  date: string;
  /** The date as the interface writes it, for the images' title. */
  dateText: string;
  /** The images' height (spec: the map's export height, 850 px, plus the labels' room). */
  height: number;
  /** The map's width on screen now. */
  width(): number;
  onExport?(format: MapExportFormat): void;
}

export function MapExport(props: MapExportProps) {
  const { t } = useTranslation(['issuer_map', 'chart']);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, root, close);

  const fileName = (extension: MapExportFormat) =>
    mapExportFileName(props.issuer, props.currency, props.date, extension);

  const run = async (format: MapExportFormat) => {
    setBusy(true);
    setFailed(false);
    try {
      if (format === 'csv') {
        const csv = buildMapCsv({
          view: props.view,
          currency: props.currency,
          ground: props.ground,
          texts: {
            bondId: t('csv_bond_id'),
            bond: t('csv_bond'),
            isin: t('csv_isin'),
            series: t('csv_series'),
            xAxis: t('x_axis'),
            yAxis: t('y_axis'),
            price: t('csv_price'),
            date: t('csv_date'),
            currency: t('currency'),
            ground: t('ground'),
            main: t('emission_legend'),
            others: t('related_legend'),
            added: t('added_legend'),
            ended: t('ended_legend'),
          },
        });
        saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName('csv'));
      } else {
        // The renderers load on the first image asked for.
        const { renderMapPng, renderMapSvg } = await import('./map-image');
        const request = {
          option: props.option,
          title: [props.issuer, props.currency, props.ground, props.dateText]
            .filter(Boolean)
            .join(' · '),
          width: Math.max(Math.round(props.width()), MIN_EXPORT_WIDTH),
          height: props.height,
        };
        if (format === 'svg')
          saveBlob(new Blob([renderMapSvg(request)], { type: 'image/svg+xml' }), fileName('svg'));
        else saveBlob(new Blob([renderMapPng(request)], { type: 'image/png' }), fileName('png'));
      }
      props.onExport?.(format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="yield-map-export" ref={root}>
      <button
        type="button"
        className="yield-map-export-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        data-testid="yield-map-export"
        onClick={() => setOpen(!open)}
      >
        {t('chart:export')}
      </button>
      {open && (
        <ul className="yield-map-export-menu" role="menu" id={menuId}>
          {MAP_EXPORT_FORMATS.map((format) => (
            <li key={format} role="none">
              <button
                type="button"
                role="menuitem"
                data-testid={`yield-map-export-${format}`}
                onClick={() => {
                  setOpen(false);
                  void run(format);
                }}
              >
                {format === 'csv' ? t('export_csv') : t(`chart:export_${format}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="yield-map-export-failed" role="alert">
          {t('chart:export_failed')}
        </p>
      )}
    </div>
  );
}
