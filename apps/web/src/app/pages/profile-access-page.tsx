import { useTranslation } from 'react-i18next';
import { PaidAccessPanel } from '../../features/paid-access/components/paid-access-panel';
import { requestState } from '../../features/profile-access/access-tiers';
import { ProfileAccess } from '../../features/profile-access/components/profile-access';
import { VisitorRequest } from '../../features/profile-access/components/visitor-request';
import { useSession } from '../../lib/session';

/**
 * The profile access page (/profile/access/; /profile_access/ leads here), where every
 * need_get_access prompt points: the tiers, what each unlocks, the tariffs, and the user's
 * paid-access request through the shell's own request flow (a visitor is sent to sign in).
 */
export function ProfileAccessPage() {
  const { t } = useTranslation('profile_access');
  const { globals } = useSession();
  const state = requestState(globals);
  return (
    <article className="profile-access-page" data-testid="profile-access">
      <ProfileAccess />
      <section
        className="card"
        aria-labelledby="profile-access-request-title"
        data-testid="profile-access-request"
        data-state={state}
      >
        <h2 id="profile-access-request-title">{t('request_title')}</h2>
        {state === 'sign_in' ? <VisitorRequest /> : <PaidAccessPanel />}
      </section>
    </article>
  );
}
