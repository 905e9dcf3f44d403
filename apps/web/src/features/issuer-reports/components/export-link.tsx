import { useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { GateMessage } from './gate-message';

interface ExportLinkProps {
  href: string;
  testId: string;
  children: ReactNode;
}

/**
 * A statement export: a real download for full access (the server refuses others, 401/403).
 * Below it, the link stays offered but answers with the same prompt a gated table gives
 * (need_auth for a visitor, need_get_access for a signed-in user) instead of a failed download.
 */
export function ExportLink({ href, testId, children }: ExportLinkProps) {
  const decision = useSession().access('issuer.statements.full');
  const [refused, setRefused] = useState(false);
  if (decision === 'allowed')
    return (
      <a className="button small" href={href} download data-testid={testId}>
        {children}
      </a>
    );
  return (
    <span className="export-refused">
      <button
        type="button"
        className="button small"
        onClick={() => setRefused(true)}
        data-testid={testId}
        data-locked=""
      >
        {children}
      </button>
      {refused && <GateMessage gate={decision === 'need_auth' ? 'need_auth' : 'need_get_access'} />}
    </span>
  );
}
