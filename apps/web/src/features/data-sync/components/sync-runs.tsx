import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncRun } from '@bondsight/contracts';
import { formatMoment } from '../../../lib/format';
import { useFormatters, useLanguage } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { TableScroller } from '../../../widgets/data-table/table-scroller';
import { useSyncRuns } from '../api/data-sync';
import { durationText, sourceName } from './source-name';
import './sync-runs.css';

const COLUMNS = 9;

/** The admin's "Data sync" tab: stale sources first, then every run with its failures. */
export function SyncRuns() {
  const { t } = useTranslation(['data_sync', 'common']);
  const language = useLanguage();
  const runs = useSyncRuns();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const data = runs.data;
  return (
    <section className="card sync-runs" data-testid="admin-sync">
      <h2>{t('data_sync:title')}</h2>
      <p className="muted">{t('data_sync:intro')}</p>
      {/* The stale sources first: what the operator must look at. */}
      {[...(data?.sources ?? [])]
        .sort((a, b) => Number(b.stale) - Number(a.stale))
        .map((s) => {
          const when = formatMoment(s.lastOk, language);
          const source = sourceName(t, s.source);
          return s.stale ? (
            <Notice key={s.source} tone="warning" testId="sync-stale">
              {s.lastOk
                ? t('data_sync:stale', { source, when })
                : t('data_sync:stale_never', { source })}
            </Notice>
          ) : (
            <p key={s.source} className="sync-fresh" data-testid="sync-fresh">
              {t('data_sync:fresh', { source, when })}
            </p>
          );
        })}
      {runs.isPending && <Notice>{t('common:loading')}</Notice>}
      {data?.items.length === 0 && <Notice>{t('data_sync:empty')}</Notice>}
      {(data?.items.length ?? 0) > 0 && (
        <div className="sync-runs-scroll">
          <TableScroller>
            <table className="data-table sync-runs-table">
              <thead>
                <tr>
                  <th>{t('data_sync:col_started')}</th>
                  <th>{t('data_sync:col_source')}</th>
                  <th>{t('data_sync:col_status')}</th>
                  <th>
                    {t('data_sync:col_bonds')}
                    <span className="sync-head-parts">{t('data_sync:col_bonds_parts')}</span>
                  </th>
                  <th>
                    {t('data_sync:col_rows')}
                    <span className="sync-head-parts">{t('data_sync:col_rows_parts')}</span>
                  </th>
                  <th>{t('data_sync:col_requests')}</th>
                  <th>{t('data_sync:col_duration')}</th>
                  <th>{t('data_sync:col_doctor')}</th>
                  <th>{t('data_sync:col_failures')}</th>
                </tr>
              </thead>
              <tbody>
                {data?.items.map((run) => (
                  <Fragment key={run.id}>
                    <RunRow run={run} open={open.has(run.id)} onToggle={() => toggle(run.id)} />
                    {open.has(run.id) && (
                      <tr className="sync-failures-row" data-testid="sync-failures">
                        <td colSpan={COLUMNS}>
                          <Failures run={run} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </div>
      )}
    </section>
  );
}

function RunRow({ run, open, onToggle }: { run: SyncRun; open: boolean; onToggle(): void }) {
  const { t } = useTranslation('data_sync');
  const language = useLanguage();
  const format = useFormatters();
  const n = (value: number) => format.integer(value);
  const failures = run.failuresTotal + (run.error ? 1 : 0);
  return (
    <tr data-testid="sync-run" data-status={run.status}>
      <td className="nowrap">{formatMoment(run.startedAt, language)}</td>
      <td>
        {sourceName(t, run.source)}
        <div className="muted">
          {t(`what_${run.what}`, { defaultValue: run.what })} · {t(`trigger_${run.trigger}`)}
        </div>
      </td>
      <td>
        <span className={`sync-status sync-status-${run.status}`}>{t(`status_${run.status}`)}</span>
      </td>
      <td className="num nowrap">{run.counts && countsText(run.counts.bonds, n)}</td>
      <td className="num nowrap">{run.counts && countsText(run.counts.rows, n)}</td>
      <td className="num">{run.requests === null ? '' : n(run.requests)}</td>
      <td className="num nowrap">{durationText(t, run.seconds)}</td>
      <td>
        {run.doctor === null
          ? t('doctor_not_run')
          : run.doctor.problems === 0
            ? t('doctor_ok')
            : t('doctor_problems', { count: run.doctor.problems })}
        {run.doctor && run.doctor.problems > 0 && (
          <>
            {Object.entries(run.doctor.findings)
              .map(([code, count]) => `${code} ${n(count)}`)
              .concat(run.doctor.failedChecks)
              .map((finding) => (
                <span key={finding} className="muted sync-doctor-codes">
                  {finding}
                </span>
              ))}
          </>
        )}
      </td>
      <td>
        {failures > 0 && (
          <button
            type="button"
            className="link-button nowrap"
            aria-expanded={open}
            title={open ? t('failures_hide') : t('failures_show')}
            onClick={onToggle}
            data-testid="sync-failures-toggle"
          >
            {t('failures_count', { count: failures })} {open ? '▴' : '▾'}
          </button>
        )}
      </td>
    </tr>
  );
}

/** A run's failures, each with its item and reason, its error first. */
function Failures({ run }: { run: SyncRun }) {
  const { t } = useTranslation('data_sync');
  const more = run.failuresTotal - run.failures.length;
  return (
    <div className="sync-failures">
      {run.error && (
        <p>
          <strong>{t('error')}:</strong> {run.error}
        </p>
      )}
      {run.failures.length > 0 && (
        <ul>
          {run.failures.map((f) => (
            <li key={f.item}>
              <strong>{f.item}</strong>: {f.reason}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="muted">{t('failures_more', { count: more })}</p>}
    </div>
  );
}

/** Read / inserted / updated / rejected, as the column's heading names them. */
function countsText(
  c: { read: number; inserted: number; updated: number; rejected: number },
  n: (value: number) => string,
): string {
  return [c.read, c.inserted, c.updated, c.rejected].map(n).join(' / ');
}
