import { useTranslation } from 'react-i18next';
import { BondList } from '../../features/bond-list/components/bond-list';

export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t('home_title')}</h1>
      <p className="lead">{t('home_intro')}</p>
      <BondList />
    </>
  );
}
