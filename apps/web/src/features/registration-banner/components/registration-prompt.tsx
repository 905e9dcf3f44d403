import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-formatters';
import {
  RegistrationBanner,
  type RegistrationVariant,
} from '../../../widgets/banner/registration-banner';
import { useRegistrationTrigger } from '../hooks/use-registration-trigger';
import { mayOfferRegistration, rememberShown } from '../registration-rules';
import { captureTracking } from '../tracking-cookies';

/** The registration banner for English-speaking visitors, and the visit's tracking cookies. */
export function RegistrationPrompt() {
  const { t } = useTranslation('shell');
  const { globals } = useSession();
  const language = useLanguage();
  const [variant, setVariant] = useState<RegistrationVariant | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => captureTracking(window.location.search), []);

  const eligible = !shown && mayOfferRegistration(language, globals.userId);
  useRegistrationTrigger(eligible, (next) => {
    rememberShown(next);
    setShown(true);
    setVariant(next);
  });

  if (!variant || globals.userId > 0) return null;
  const exit = variant === 'exit';
  return (
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
  );
}
