import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomBanner } from '../../../widgets/banner/bottom-banner';
import { useShellConfig } from '../api/get-shell-config';
import { closeBanner, isBannerClosed } from '../banner-cookie';

/** The operator's house banner at the bottom of every page, until closed (for a day). */
export function HouseBanner() {
  const { t } = useTranslation('shell');
  const banner = useShellConfig().data?.banner ?? null;
  const [closed, setClosed] = useState(isBannerClosed);
  if (closed || !banner) return null;
  return (
    <BottomBanner
      text={banner.text}
      linkText={banner.linkText}
      url={banner.url}
      closeLabel={t('banner_close')}
      onClose={() => {
        closeBanner();
        setClosed(true);
      }}
    />
  );
}
