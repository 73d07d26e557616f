// Only what the trend chart draws: the full `echarts` entry would put every chart type in the dashboard's
// chunk. SVG draws crisp lines at any zoom and needs no canvas (the screen tests run in jsdom).
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
