import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAID_ACCESS_TARIFFS, TARIFF_LABELS } from '@bondsight/contracts/shell-rules';
import { useSession } from '../../../lib/session';
import { Hint } from '../../../widgets/hint/hint';
import { capabilityRows, TIERS, tierOf, type CapabilityRow, type Tier } from '../access-tiers';
import './profile-access.css';
import { TableScroller } from '../../../widgets/data-table/table-scroller';

/**
 * The profile access page's facts (issue 14, item 10; spec: the profile access page where
 * every need_get_access prompt points): the three tiers with the user's own marked, what each
 * unlocks as the access table says, and the tariffs of full access with those held.
 */
export function ProfileAccess() {
  const { t } = useTranslation('profile_access');
  const { globals } = useSession();
  const tier = tierOf(globals);
  return (
    <>
      <header className="page-header">
        <h1 data-testid="profile-access-title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <p data-testid="profile-access-tier" data-tier={tier}>
          {t('your_level', { tier: t(`tier_${tier}`) })}
        </p>
      </header>
      <TierCards current={tier} />
      <UnlocksTable current={tier} openData={globals.openData} />
      <Tariffs held={globals.tariffs} />
    </>
  );
}

function TierCards({ current }: { current: Tier }) {
  const { t } = useTranslation('profile_access');
  return (
    <ol className="access-tiers" data-testid="access-tiers">
      {TIERS.map((tier) => (
        <li
          key={tier}
          className={tier === current ? 'card access-tier current' : 'card access-tier'}
          data-testid="access-tier"
          data-tier={tier}
          aria-current={tier === current ? 'true' : undefined}
        >
          <h2>{t(`tier_${tier}`)}</h2>
          <p>{t(`tier_${tier}_text`)}</p>
          {tier === current && <p className="access-tier-mark">{t('tier_current')}</p>}
        </li>
      ))}
    </ol>
  );
}

function UnlocksTable({ current, openData }: { current: Tier; openData: boolean }) {
  const { t } = useTranslation(['profile_access', 'shell']);
  const rows = useMemo(() => capabilityRows(openData), [openData]);
  return (
    <section className="card" aria-labelledby="access-unlocks-title">
      <h2 id="access-unlocks-title">{t('unlocks_title')}</h2>
      <Hint>{t('hint')}</Hint>
      {openData && <p className="muted">{t('open_data')}</p>}
      <TableScroller>
        <table className="data-table access-unlocks" data-testid="access-unlocks">
          <thead>
            <tr>
              <th scope="col">{t('col_feature')}</th>
              {TIERS.map((tier) => (
                <th
                  key={tier}
                  scope="col"
                  className={tier === current ? 'current' : undefined}
                  data-tier={tier}
                >
                  {t(`tier_${tier}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.capability}
                data-testid="access-capability"
                data-capability={row.capability}
              >
                <th scope="row" className="wrap">
                  {t(row.labelKey)}
                  <Conditions row={row} />
                </th>
                {TIERS.map((tier) => (
                  <td
                    key={tier}
                    className={tier === current ? 'current' : undefined}
                    data-tier={tier}
                    data-allowed={row.tiers[tier]}
                  >
                    <span
                      className={row.tiers[tier] ? 'access-yes' : 'access-no'}
                      aria-label={t(row.tiers[tier] ? 'included' : 'not_included')}
                      title={t(row.tiers[tier] ? 'included' : 'not_included')}
                    >
                      {row.tiers[tier] ? '✓' : '–'}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}

/** What full access needs besides its level, or the tariff that grants it below. */
function Conditions({ row }: { row: CapabilityRow }) {
  const { t } = useTranslation(['profile_access', 'shell']);
  const notes = [
    ...(row.condition ? [t(`note_${row.condition}`)] : []),
    ...row.tariffs.map((tariff) =>
      t('note_tariff', { tariff: t(`shell:${TARIFF_LABELS[tariff] ?? 'tariff_unknown'}`) }),
    ),
  ];
  if (notes.length === 0) return null;
  return <small className="muted access-condition">{notes.join('; ')}</small>;
}

function Tariffs({ held }: { held: readonly number[] }) {
  const { t } = useTranslation(['profile_access', 'shell']);
  return (
    <section className="card" aria-labelledby="access-tariffs-title" data-testid="access-tariffs">
      <h2 id="access-tariffs-title">{t('tariffs_title')}</h2>
      <p className="muted">{t('tariffs_text')}</p>
      <ul className="access-tariffs">
        {PAID_ACCESS_TARIFFS.map((tariff) => (
          <li
            key={tariff}
            data-testid="access-tariff"
            data-tariff={tariff}
            data-held={held.includes(tariff)}
          >
            <strong>{t(`shell:${TARIFF_LABELS[tariff] ?? 'tariff_unknown'}`)}</strong>
            {held.includes(tariff) && <span className="access-tier-mark">{t('tariff_held')}</span>}
            <p>{t(`tariff_${tariff}_text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
