import { Chart, useChart } from '@chakra-ui/charts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { phoneQuery, useMediaQuery } from '../../ui/useMediaQuery';

/**
 * One bar: what it stands for (`key`, on the drawn bar as `data-bar`), its label, its value and
 * its colour (a Chakra token such as `teal.solid`).
 */
export type BarDatum = { key: string; name: string; value: number; colour: string };

export const tooltipStyle = {
  background: 'var(--chakra-colors-bg-panel)',
  border: '1px solid var(--chakra-colors-border)',
  borderRadius: 'var(--chakra-radii-l2)',
  color: 'var(--chakra-colors-fg)',
};

/** Height of one bar of a chart whose bars lie across (one per party, per person). */
export const rowHeight = 34;

/**
 * One series of bars in the theme's colours, each bar a link (`onPick`). Columns by default;
 * `across` lays the bars across with their labels on the left, for long names.
 */
export function BarsChart({
  data,
  seriesName,
  onPick,
  across = false,
  slantLabels = false,
  domain,
  formatTick,
  formatValue,
}: {
  data: BarDatum[];
  /** What the values are, in the tooltip. */
  seriesName: string;
  onPick: (index: number) => void;
  across?: boolean;
  slantLabels?: boolean;
  domain?: [number, number];
  formatTick?: (value: number) => string;
  formatValue?: (value: number) => string;
}) {
  const chart = useChart({ data, series: [{ name: 'value' }] });
  // On a phone the columns are too narrow for their labels side by side: every column chart
  // slants them, with room on the left for the first one's end.
  const phone = useMediaQuery(phoneQuery);
  const slant = slantLabels || phone;
  const category = { dataKey: 'name', tickLine: false } as const;
  const values = {
    type: 'number',
    allowDecimals: false,
    tickLine: false,
    ...(domain ? { domain } : {}),
    ...(formatTick ? { tickFormatter: formatTick } : {}),
  } as const;
  return (
    <Chart.Root chart={chart} aspectRatio="auto">
      <ResponsiveContainer width="100%" height={across ? 40 + data.length * rowHeight : 260}>
        <BarChart
          data={chart.data}
          layout={across ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: slant && !across ? 56 : 0 }}
        >
          <CartesianGrid
            stroke={chart.color('border.muted') as string}
            vertical={across}
            horizontal={!across}
          />
          {across ? (
            <>
              <XAxis {...values} />
              <YAxis {...category} type="category" width={120} axisLine={false} />
            </>
          ) : (
            <>
              <XAxis
                {...category}
                interval={0}
                {...(slant ? { angle: -30, textAnchor: 'end', height: 90 } : {})}
              />
              <YAxis {...values} axisLine={false} width={formatTick ? 72 : 40} />
            </>
          )}
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') as string }}
            contentStyle={tooltipStyle}
            {...(formatValue ? { formatter: (value) => formatValue(Number(value)) } : {})}
          />
          <Bar
            dataKey={chart.key('value')}
            name={seriesName}
            radius={across ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            cursor="pointer"
            onClick={(_, index) => onPick(index)}
          >
            {data.map((datum) => (
              <Cell
                key={datum.key}
                data-bar={datum.key}
                fill={chart.color(datum.colour) as string}
              />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Chart.Root>
  );
}
