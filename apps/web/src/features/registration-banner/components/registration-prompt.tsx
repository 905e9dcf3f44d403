import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-formatters';
import {
  RegistrationBanner,
  type RegistrationVariant,
} from '../../../widgets/banner/registration-banner';
import { useRegistrationTrigger } from '../hooks/use-registration-trigger';
import { useReservedSpace } from '../hooks/use-reserved-space';
import { mayOfferRegistration, rememberShown } from '../registration-rules';
import { captureTracking } from '../tracking-cookies';
import './registration-space.css';

/** The registration banner for English-speaking visitors, and the visit's tracking cookies. */
export function RegistrationPrompt() {
  const { t } = useTranslation('shell');
  const { globals } = useSession();
  const language = useLanguage();
  const [variant, setVariant] = useState<RegistrationVariant | null>(null);
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => captureTracking(window.location.search), []);

  const eligible = !shown && mayOfferRegistration(language, globals.userId);
  useRegistrationTrigger(eligible, (next) => {
    rememberShown(next);
    setShown(true);
    setVariant(next);
  });

  const visible = variant !== null && globals.userId === 0;
  useReservedSpace(box, visible);

  if (!visible) return null;
  const exit = variant === 'exit';
  // The wrapper is only a handle for measuring: the banner itself is fixed to the viewport.
  return (
    <div ref={box} className="registration-banner-box">
      <RegistrationBanner
        variant={variant}
        title={t(exit ? 'reg_exit_title' : 'reg_title')}
        text={t(exit ? 'reg_exit_text' : 'reg_text')}
        ctaText={t('reg_cta')}
        ctaHref="/sign-up/"
        closeLabel={t('reg_close')}
        onClose={() => setVariant(null)}
        onCta={() => setVariant(null)}
      />
    </div>
  );
}
