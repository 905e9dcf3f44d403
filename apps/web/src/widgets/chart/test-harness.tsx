/**
 * Test helpers: the chart widget with labels that render as their keys. Test files mock
 * './echarts-setup' with './fake-echarts' to read what the chart was asked to draw.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import ChartWidget from './chart-widget';
import type { ChartWidgetProps } from './chart-props';
import { drawn } from './fake-echarts';
import { BOND_PERIOD_TABS } from './period';

async function labels() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'eng',
    fallbackLng: false,
    ns: ['chart', 'errors'],
    defaultNS: 'chart',
    nsSeparator: ':',
    keySeparator: false,
    resources: {
      eng: {
        chart: {
          legend_hide: 'Hide {{name}}',
          legend_show: 'Show {{name}}',
          legend_remove: 'Remove {{name}}',
        },
      },
    },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => key,
  });
  return instance;
}

const DAY = 86_400_000;
export const T0 = Date.UTC(2024, 5, 1, 9);

export const BASE_PROPS: ChartWidgetProps = {
  id: 'price-chart',
  title: 'Price',
  series: [
    {
      id: 'b1',
      name: 'OFZ 26238',
      model: 'bond',
      entityId: 1,
      link: true,
      data: [
        [T0, 100],
        [T0 + DAY, 101],
        [T0 + 2 * DAY, 103],
      ],
    },
    { id: 'i1', name: 'IMOEX', model: 'index', removable: true, data: [[T0, 3000]] },
  ],
  periods: BOND_PERIOD_TABS,
  period: '3m',
  range: { from: Date.UTC(2024, 2, 1, 9), to: Date.UTC(2024, 5, 1, 9) },
};

export async function renderChart(props: Partial<ChartWidgetProps> = {}) {
  drawn.length = 0;
  const i18n = await labels();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(<ChartWidget {...BASE_PROPS} {...props} />, { wrapper });
}
