/**
 * ECharts, piece by piece, for the graph only: the force-layout graph series, its tooltip and
 * the canvas renderer. Loaded with the widget (lazy), never with a page's first bundle.
 */
import { GraphChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

registerParts([GraphChart, TooltipComponent, CanvasRenderer]);

export { init };
export type { EChartsType } from 'echarts/core';
