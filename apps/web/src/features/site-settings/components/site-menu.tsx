import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainMenu } from '../../../widgets/menu/main-menu';
import { useNarrowScreen } from '../../../widgets/media/use-narrow-screen';
import { useShellConfig } from '../api/get-shell-config';
import { readPageMenu } from '../page-menu';

/** The main menu: from markup on the page if there is any, else from the menu setting. */
export function SiteMenu() {
  const { t } = useTranslation('shell');
  const config = useShellConfig();
  const pageMenu = useMemo(() => readPageMenu(), []);
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const items = pageMenu ?? config.data?.menu ?? [];
  return (
    <MainMenu
      items={items}
      narrow={narrow}
      labels={{
        menu: t('menu_label'),
        open: t('menu_open'),
        close: t('menu_close'),
        newTab: t('menu_new_tab'),
      }}
      onNavigate={(url) => void navigate({ href: url })}
    />
  );
}
