/**
 * Where alert texts come from (spec section 8): an error the page was served with, or a
 * social-login error event. Any part of the app may also raise one with the alert event.
 */
export const ALERT_EVENT = 'bs:alert';
export const SOCIAL_LOGIN_ERROR_EVENT = 'bs:social-login-error';
/** <script type="application/json" id="bs-page-error">{"message": "...", "persistent": true}</script> */
export const PAGE_ERROR_ELEMENT_ID = 'bs-page-error';

export interface AlertRequest {
  /** A label key (shell or errors module) or a ready text. */
  message: string;
  persistent?: boolean;
}

export function readPageError(doc: Document = document): AlertRequest | null {
  const text = doc.getElementById(PAGE_ERROR_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AlertRequest>;
    return typeof value.message === 'string' && value.message
      ? { message: value.message, persistent: value.persistent === true }
      : null;
  } catch {
    return null;
  }
}

/** Reads an event's detail: { message, persistent } or a bare string. */
export function alertFromEvent(event: Event): AlertRequest | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail === 'string' && detail) return { message: detail };
  if (detail && typeof detail === 'object' && typeof (detail as AlertRequest).message === 'string')
    return {
      message: (detail as AlertRequest).message,
      persistent: (detail as AlertRequest).persistent === true,
    };
  return null;
}

export function raiseAlert(request: AlertRequest) {
  window.dispatchEvent(new CustomEvent(ALERT_EVENT, { detail: request }));
}
