import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import { useSignOut } from '../features/auth/api/auth';
import { changeLanguage } from '../lib/i18n';
import { setApiLanguage } from '../lib/api-client';
import { useSession } from '../lib/session';
import { useLanguage } from '../lib/use-formatters';
import { LanguageSwitcher } from '../widgets/language-switcher/language-switcher';

/** The page shell: header with navigation, account and language; the page; the footer. */
export function Layout() {
  const { t } = useTranslation('common');
  const { globals } = useSession();
  const language = useLanguage();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const signedIn = globals.userId > 0;

  return (
    <div className="shell">
      <header className="site-header">
        <div className="site-header-inner">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>{t('app_name')}</span>
          </Link>
          <nav className="site-nav" aria-label={t('nav_home')}>
            <Link to="/">{t('nav_bonds')}</Link>
            <a href="/api/docs">{t('nav_api_docs')}</a>
          </nav>
          <div className="account" data-testid="account">
            {signedIn ? (
              <>
                <span
                  className="account-email"
                  data-testid="account-email"
                  title={t('signed_in_as', { email: globals.email })}
                >
                  {globals.email}
                </span>
                <span
                  className={globals.userLevel >= FULL_ACCESS_LEVEL ? 'badge badge-full' : 'badge'}
                  data-testid="access-badge"
                >
                  {t(globals.userLevel >= FULL_ACCESS_LEVEL ? 'access_full' : 'access_basic')}
                </span>
                <button
                  type="button"
                  className="link-button"
                  data-testid="sign-out"
                  onClick={() =>
                    signOut.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) })
                  }
                >
                  {t('nav_sign_out')}
                </button>
              </>
            ) : (
              <>
                <Link to="/sign-in/" data-testid="nav-sign-in">
                  {t('nav_sign_in')}
                </Link>
                <Link to="/sign-up/" className="button primary small" data-testid="nav-sign-up">
                  {t('nav_sign_up')}
                </Link>
              </>
            )}
            <LanguageSwitcher
              value={language}
              label={t('nav_language')}
              onChange={(next) => {
                setApiLanguage(next);
                void changeLanguage(next);
              }}
            />
          </div>
        </div>
      </header>
      <main className="page">
        <Outlet />
      </main>
      <footer className="site-footer">{t('footer_text')}</footer>
    </div>
  );
}
