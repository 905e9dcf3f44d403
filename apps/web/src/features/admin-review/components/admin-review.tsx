import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { DecisionsLog } from './decisions-log';
import { RequestsTable } from './requests-table';
import './admin-review.css';

const TABS = ['requests', 'tickets', 'log', 'sync'] as const;
type Tab = (typeof TABS)[number];

interface Props {
  /** The tickets tab: the support-tickets feature's staff view, composed by the page. */
  tickets: ReactNode;
  /** The data sync tab: the data-sync feature's runs, composed by the page. */
  sync: ReactNode;
}

/** The /admin/ page: administrators only (the server checks it on every call as well). */
export function AdminReview({ tickets, sync }: Props) {
  const { t } = useTranslation(['shell', 'errors']);
  const decision = useSession().access('admin.review');
  const [tab, setTab] = useState<Tab>('requests');
  if (decision !== 'allowed')
    return (
      <>
        <h1>{t('shell:admin_title')}</h1>
        <Notice tone="warning" testId="admin-denied">
          {t(`errors:${decision}`)}
        </Notice>
      </>
    );
  return (
    <div className="admin-page">
      <h1>{t('shell:admin_title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('shell:admin_title')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'tab active' : 'tab'}
            onClick={() => setTab(name)}
            data-testid={`admin-tab-${name}`}
          >
            {name === 'sync' ? t('data_sync:tab') : t(`shell:admin_${name}`)}
          </button>
        ))}
      </div>
      {tab === 'requests' && <RequestsTable />}
      {tab === 'tickets' && tickets}
      {tab === 'log' && <DecisionsLog />}
      {tab === 'sync' && sync}
    </div>
  );
}
