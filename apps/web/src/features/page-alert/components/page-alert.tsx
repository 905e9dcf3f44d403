import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../widgets/alert/alert';
import {
  ALERT_EVENT,
  SOCIAL_LOGIN_ERROR_EVENT,
  alertFromEvent,
  readPageError,
  type AlertRequest,
} from '../alert-events';

/** The shell's alert: the page's own error first, then any alert or social-login error event. */
export function PageAlert() {
  const { t, i18n } = useTranslation(['shell', 'errors']);
  const [alert, setAlert] = useState<AlertRequest | null>(readPageError);

  useEffect(() => {
    const onEvent = (event: Event) => {
      const next = alertFromEvent(event);
      if (next) setAlert(next);
    };
    window.addEventListener(ALERT_EVENT, onEvent);
    window.addEventListener(SOCIAL_LOGIN_ERROR_EVENT, onEvent);
    return () => {
      window.removeEventListener(ALERT_EVENT, onEvent);
      window.removeEventListener(SOCIAL_LOGIN_ERROR_EVENT, onEvent);
    };
  }, []);

  const dismiss = useCallback(() => setAlert(null), []);
  // A label key is translated; any other text is shown as it came.
  const text =
    alert === null
      ? null
      : i18n.exists(`shell:${alert.message}`) || i18n.exists(`errors:${alert.message}`)
        ? t([`shell:${alert.message}`, `errors:${alert.message}`])
        : alert.message;
  return (
    <Alert
      message={text}
      persistent={alert?.persistent ?? false}
      closeLabel={t('shell:alert_close')}
      onDismiss={dismiss}
    />
  );
}
