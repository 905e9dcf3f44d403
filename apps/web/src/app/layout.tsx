import { useState } from 'react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../features/auth/components/account-menu';
import { HintsToggle } from '../features/user-settings/components/hints-toggle';
import { useHints } from '../features/user-settings/hooks/use-hints';
import { MobileOffer } from '../features/mobile-offer/components/mobile-offer';
import { PageAlert } from '../features/page-alert/components/page-alert';
import { AccessPrompt } from '../features/paid-access/components/access-prompt';
import {
  PaidAccessButton,
  PaidAccessDialog,
} from '../features/paid-access/components/paid-access-dialog';
import { PhoneConfirmButton } from '../features/phone/components/phone-confirm-button';
import { RegistrationPrompt } from '../features/registration-banner/components/registration-prompt';
import { useShellConfig } from '../features/site-settings/api/get-shell-config';
import { HouseBanner } from '../features/site-settings/components/house-banner';
import { SiteMenu } from '../features/site-settings/components/site-menu';
import { SiteSearch } from '../features/site-search/components/site-search';
import { TicketsCounter } from '../features/support-tickets/components/tickets-counter';
import { NotificationsCounter } from '../features/watchlist/components/notifications-counter';
import { changeLanguage } from '../lib/i18n';
import { setApiLanguage } from '../lib/api-client';
import { useSession } from '../lib/session';
import { useLanguage } from '../lib/use-formatters';
import { HintsContext } from '../widgets/hint/hint';
import { LanguageSwitcher } from '../widgets/language-switcher/language-switcher';
import { AdminLink } from './admin-link';
import './site-header.css';

/**
 * The page shell: the mobile-app offer, the header (account, support counter, language),
 * the main menu with the shell's tools, the daily access prompt and the alert; the page;
 * the house banner and the footer; the registration banner and the paid-access dialog.
 */
export function Layout() {
  const { t } = useTranslation(['common', 'shell']);
  const session = useSession();
  const globals = session.globals;
  const fullAccess = session.can('account.full_access');
  const language = useLanguage();
  const hints = useHints();
  const shellConfig = useShellConfig();
  const [paidAccessOpen, setPaidAccessOpen] = useState(false);
  const signedIn = globals.userId > 0;
  // The bond page printed by the server (?print=): the page alone, no shell (page-export.css).
  const printMode = useRouterState({
    select: (state) => typeof (state.location.search as { print?: unknown }).print === 'string',
  });

  return (
    <HintsContext.Provider value={hints.enabled}>
      <div className={`shell${hints.enabled ? ' hints-on' : ''}${printMode ? ' print-mode' : ''}`}>
        <MobileOffer links={shellConfig.data?.mobileApp ?? null} />
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
            {/* The main search box, on every page (spec section 2); a button at 680 px. */}
            <SiteSearch collapsible />
            <div className="account" data-testid="account">
              {signedIn ? (
                <>
                  <TicketsCounter />
                  {/* The watchlist page, with the holdings' unread alerts. */}
                  <NotificationsCounter />
                  {session.can('admin.review') && <AdminLink label={t('shell:admin_link')} />}
                  {/* The email opens the tier and "Sign out": one header row at 1280 px. */}
                  <AccountMenu email={globals.email ?? ''} fullAccess={fullAccess} />
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
        <div className="shell-bar">
          <div className="shell-bar-inner">
            <SiteMenu />
            <div className="shell-tools">
              <PhoneConfirmButton />
              <PaidAccessButton onOpen={() => setPaidAccessOpen(true)} />
              <HintsToggle hints={hints} />
            </div>
          </div>
        </div>
        <AccessPrompt onRequest={() => setPaidAccessOpen(true)} />
        <PageAlert />
        <main className="page">
          <Outlet />
        </main>
        <HouseBanner />
        <footer className="site-footer">{t('footer_text')}</footer>
        <RegistrationPrompt />
        <PaidAccessDialog open={paidAccessOpen} onClose={() => setPaidAccessOpen(false)} />
      </div>
    </HintsContext.Provider>
  );
}
