import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/auth';
import './account-menu.css';

/**
 * The signed-in account in the header: the email as a button that opens a small panel with
 * the access tier and "Sign out". Folded so the header keeps one row at 1280 px in every
 * language (issue 30): email, tier, support, watchlists, admin and sign out side by side took
 * two. A disclosure, not an ARIA menu: a button, its panel, Escape and a click outside close it.
 */
export function AccountMenu({ email, fullAccess }: { email: string; fullAccess: boolean }) {
  const { t } = useTranslation('common');
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="account-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('signed_in_as', { email })}
        data-testid="account-menu"
        onClick={() => setOpen((was) => !was)}
      >
        <span className="account-email" data-testid="account-email">
          {email}
        </span>
        <span className="account-menu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {/* Kept in the page while closed (hidden): the tier is read from it. */}
      <div id={panelId} className="account-menu-panel" hidden={!open}>
        <p className="account-menu-email">{t('signed_in_as', { email })}</p>
        <span className={fullAccess ? 'badge badge-full' : 'badge'} data-testid="access-badge">
          {t(fullAccess ? 'access_full' : 'access_basic')}
        </span>
        <button
          type="button"
          className="account-menu-sign-out"
          data-testid="sign-out"
          onClick={() => signOut.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) })}
        >
          {t('nav_sign_out')}
        </button>
      </div>
    </div>
  );
}
