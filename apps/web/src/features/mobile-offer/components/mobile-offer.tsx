import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobileAppLinks } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import { TopPanel } from '../../../widgets/top-panel/top-panel';
import { closeOffer, isOfferClosed } from '../offer-cookie';
import { detectPhonePlatform } from '../platform';

interface Props {
  /** Store links from the operator's settings; without one, how to add the site instead. */
  links: MobileAppLinks | null;
  userAgent?: string;
}

/**
 * Spec section 6: the mobile-app offer shows only to signed-in users on a phone whose
 * platform is detected; once closed it stays hidden.
 */
export function MobileOffer({ links, userAgent = navigator.userAgent }: Props) {
  const { t } = useTranslation('shell');
  const { globals } = useSession();
  const [closed, setClosed] = useState(isOfferClosed);
  const platform = detectPhonePlatform(userAgent);
  if (closed || !platform || globals.userId === 0) return null;
  const storeUrl = links?.[platform] ?? null;
  return (
    <TopPanel
      title={t('mobile_title')}
      text={t(storeUrl ? 'mobile_text_store' : `mobile_text_${platform}`)}
      actionText={storeUrl ? t('mobile_get_app') : null}
      actionHref={storeUrl}
      closeLabel={t('mobile_close')}
      onClose={() => {
        closeOffer();
        setClosed(true);
      }}
      testId="mobile-offer"
    />
  );
}
