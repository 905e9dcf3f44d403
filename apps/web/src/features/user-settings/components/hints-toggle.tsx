import { useTranslation } from 'react-i18next';
import { Switch } from '../../../widgets/switch/switch';
import type { HintsSetting } from '../hooks/use-hints';

/** The shell's hints switch. */
export function HintsToggle({ hints }: { hints: HintsSetting }) {
  const { t } = useTranslation('shell');
  return (
    <Switch
      checked={hints.enabled}
      label={t('hints_toggle')}
      onChange={hints.setEnabled}
      testId="hints-toggle"
    />
  );
}
