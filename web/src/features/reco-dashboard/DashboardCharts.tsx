import { Chart, useChart } from '@chakra-ui/charts';
import type { ComponentProps } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RecoAgeBucket, RecoState } from '../../gql/graphql';
import { formatAmount, formatDecimal } from '../i18n/amount-format';
import { formatDate, formatMonth } from '../i18n/format';
import { fieldLabels, openStates, stateLabel, stateLook } from '../reco/shared/labels';
import { personName } from '../reco/shared/parts';
import { BarsChart, rowHeight, tooltipStyle, type BarDatum } from './BarsChart';
import { ChartCard, type ChartRow } from './ChartCard';
import { listHref, type DashboardFilter, type ListNarrowing } from './dashboard-links';

const messageList = defineMessages({
  byState: { id: 'recoDashboard.byState.title', defaultMessage: 'Reconciliations by state' },
  byStateSummary: {
    id: 'recoDashboard.byState.summary',
    defaultMessage:
      '{total, plural, one {# reconciliation} other {# reconciliations}}: {open} open, {accepted} accepted, {inactive} inactive.',
  },
  ageing: { id: 'recoDashboard.ageing.title', defaultMessage: 'Ageing of open reconciliations' },
  ageingSummary: {
    id: 'recoDashboard.ageing.summary',
    defaultMessage:
      '{open, plural, one {# open reconciliation} other {# open reconciliations}} on {day}; {old} opened more than 90 days ago.',
  },
  age: { id: 'recoDashboard.ageing.age', defaultMessage: 'Days open' },
  matched: { id: 'recoDashboard.matched.title', defaultMessage: 'Matched % by party' },
  matchedSummary: {
    id: 'recoDashboard.matched.summary',
    defaultMessage:
      '{parties, plural, one {# party} other {# parties}} with a result on an open reconciliation; the lowest, {party}, has {percent} % matched.',
  },
  matchedNone: {
    id: 'recoDashboard.matched.none',
    defaultMessage: 'No open reconciliation has a result yet.',
  },
  unexplained: {
    id: 'recoDashboard.unexplained.title',
    defaultMessage: 'Unexplained amount over time',
  },
  unexplainedSummary: {
    id: 'recoDashboard.unexplained.summary',
    defaultMessage:
      '{amount} {currency} left to explain on open reconciliations, by the month their period ends; the most in {month} ({monthAmount}).',
  },
  unexplainedNone: {
    id: 'recoDashboard.unexplained.none',
    defaultMessage: 'Nothing left to explain on open reconciliations.',
  },
  month: { id: 'recoDashboard.unexplained.month', defaultMessage: 'Period ends in' },
  workload: { id: 'recoDashboard.workload.title', defaultMessage: 'Reconciler workload' },
  workloadSummary: {
    id: 'recoDashboard.workload.summary',
    defaultMessage:
      '{people, plural, one {# reconciler has} other {# reconcilers have}} open reconciliations; {busiest} has the most ({count}). {unassigned, plural, =0 {} one {# open reconciliation has no reconciler.} other {# open reconciliations have no reconciler.}}',
  },
  workloadNone: {
    id: 'recoDashboard.workload.none',
    defaultMessage:
      'Nobody has open reconciliations. {unassigned, plural, =0 {} one {# open reconciliation has no reconciler.} other {# open reconciliations have no reconciler.}}',
  },
  open: { id: 'recoDashboard.workload.open', defaultMessage: 'Open' },
  count: { id: 'recoDashboard.count', defaultMessage: 'Reconciliations' },
});
// Plain descriptors, so placeholders take numbers as well as text.
const messages: Record<keyof typeof messageList, MessageDescriptor> = messageList;

const ageLabels: Record<RecoAgeBucket, MessageDescriptor> = defineMessages({
  DAYS_0_30: { id: 'recoDashboard.age.0to30', defaultMessage: '0–30 days' },
  DAYS_31_60: { id: 'recoDashboard.age.31to60', defaultMessage: '31–60 days' },
  DAYS_61_90: { id: 'recoDashboard.age.61to90', defaultMessage: '61–90 days' },
  OVER_90: { id: 'recoDashboard.age.over90', defaultMessage: 'Over 90 days' },
});

/** Older is more urgent: the colours go from calm to alarming. */
const ageColours: Record<RecoAgeBucket, string> = {
  DAYS_0_30: 'teal.solid',
  DAYS_31_60: 'yellow.solid',
  DAYS_61_90: 'orange.solid',
  OVER_90: 'red.solid',
};

type ChartProps = { companyId: number; filter: DashboardFilter; currency: string };

/** Where a chart part leads: the list of its rows. */
function useOpenList({ companyId, filter }: ChartProps) {
  const navigate = useNavigate();
  return {
    href: (part: ListNarrowing) => listHref(companyId, filter, part),
    open: (part: ListNarrowing) => void navigate(listHref(companyId, filter, part)),
  };
}

/** One bar of a card: what it draws, its figures in the table, and the part of the list it opens. */
type CardBar = BarDatum & { cells: string[]; part: ListNarrowing };

/**
 * A chart card of one series of bars: a bar and its table row open the same part of the list.
 * `nothing` says there is nothing to show even though the bars (all zero) exist.
 */
function BarsCard({
  chart,
  bars,
  nothing = false,
  title,
  summary,
  columns,
  testId,
  ...drawing
}: Omit<ComponentProps<typeof ChartCard>, 'rows' | 'children'> &
  Omit<ComponentProps<typeof BarsChart>, 'data' | 'onPick'> & {
    chart: ChartProps;
    bars: CardBar[];
    nothing?: boolean;
  }) {
  const { href, open } = useOpenList(chart);
  const rows: ChartRow[] = nothing
    ? []
    : bars.map((bar) => ({
        key: bar.key,
        label: bar.name,
        values: bar.cells,
        href: href(bar.part),
      }));
  return (
    <ChartCard title={title} summary={summary} columns={columns} rows={rows} testId={testId}>
      <BarsChart
        data={bars.map(({ key, name, value, colour }) => ({ key, name, value, colour }))}
        onPick={(index) => open(bars[index]!.part)}
        {...drawing}
      />
    </ChartCard>
  );
}

export function StateChart(
  props: ChartProps & { total: number; rows: { state: RecoState; count: number }[] },
) {
  const intl = useIntl();
  const count = (state: RecoState) => props.rows.find((r) => r.state === state)?.count ?? 0;
  return (
    <BarsCard
      chart={props}
      title={intl.formatMessage(messages.byState)}
      summary={intl.formatMessage(messages.byStateSummary, {
        total: props.total,
        open: props.total - count('ACCEPTED') - count('INACTIVE'),
        accepted: count('ACCEPTED'),
        inactive: count('INACTIVE'),
      })}
      columns={[intl.formatMessage(fieldLabels.state), intl.formatMessage(messages.count)]}
      testId="chart-states"
      nothing={props.total === 0}
      bars={props.rows.map((row) => ({
        key: row.state,
        name: intl.formatMessage(stateLabel(row.state)),
        value: row.count,
        colour: `${stateLook(row.state).tone}.solid`,
        cells: [String(row.count)],
        part: { state: row.state },
      }))}
      seriesName={intl.formatMessage(messages.count)}
      slantLabels
    />
  );
}

export function AgeingChart(
  props: ChartProps & {
    rows: { bucket: RecoAgeBucket; count: number; openedFrom?: string | null; openedTo: string }[];
  },
) {
  const intl = useIntl();
  const total = props.rows.reduce((sum, row) => sum + row.count, 0);
  const asOf = props.rows[0]?.openedTo;
  return (
    <BarsCard
      chart={props}
      title={intl.formatMessage(messages.ageing)}
      summary={intl.formatMessage(messages.ageingSummary, {
        open: total,
        day: asOf ? formatDate(asOf) : '',
        old: props.rows.find((r) => r.bucket === 'OVER_90')?.count ?? 0,
      })}
      columns={[intl.formatMessage(messages.age), intl.formatMessage(messages.count)]}
      testId="chart-ageing"
      nothing={total === 0}
      bars={props.rows.map((row) => ({
        key: row.bucket,
        name: intl.formatMessage(ageLabels[row.bucket]),
        value: row.count,
        colour: ageColours[row.bucket],
        cells: [String(row.count)],
        part: { openedFrom: row.openedFrom ?? null, openedTo: row.openedTo },
      }))}
      seriesName={intl.formatMessage(messages.count)}
    />
  );
}

export function MatchedByPartyChart(
  props: ChartProps & {
    rows: { partyId: number; partyName: string; recos: number; matchedPercent: string }[];
    partyCount: number;
  },
) {
  const intl = useIntl();
  const lowest = props.rows[0];
  return (
    <BarsCard
      chart={props}
      title={intl.formatMessage(messages.matched)}
      summary={
        lowest
          ? intl.formatMessage(messages.matchedSummary, {
              parties: props.partyCount,
              party: lowest.partyName,
              percent: formatDecimal(lowest.matchedPercent),
            })
          : intl.formatMessage(messages.matchedNone)
      }
      columns={[
        intl.formatMessage(fieldLabels.party),
        intl.formatMessage(fieldLabels.matched),
        intl.formatMessage(messages.count),
      ]}
      testId="chart-matched"
      bars={props.rows.map((row) => ({
        key: String(row.partyId),
        name: row.partyName,
        value: Number(row.matchedPercent),
        colour: 'blue.solid',
        cells: [`${formatDecimal(row.matchedPercent)} %`, String(row.recos)],
        part: { party: row.partyId },
      }))}
      seriesName={intl.formatMessage(fieldLabels.matched)}
      across
      domain={[0, 100]}
      formatTick={(value) => `${value} %`}
      formatValue={(value) => `${formatDecimal(String(value))} %`}
    />
  );
}

export function UnexplainedChart(
  props: ChartProps & {
    rows: {
      month: string;
      periodEndFrom: string;
      periodEndTo: string;
      recos: number;
      unexplainedAmount: string;
    }[];
  },
) {
  const intl = useIntl();
  const most = [...props.rows].sort(
    (a, b) => Number(b.unexplainedAmount) - Number(a.unexplainedAmount),
  )[0];
  const total = props.rows.reduce((sum, row) => sum + Number(row.unexplainedAmount), 0);
  return (
    <BarsCard
      chart={props}
      title={intl.formatMessage(messages.unexplained)}
      summary={
        most
          ? intl.formatMessage(messages.unexplainedSummary, {
              amount: formatDecimal(total.toFixed(2)),
              currency: props.currency,
              month: formatMonth(most.month),
              monthAmount: formatDecimal(most.unexplainedAmount),
            })
          : intl.formatMessage(messages.unexplainedNone)
      }
      columns={[
        intl.formatMessage(messages.month),
        intl.formatMessage(fieldLabels.unexplained),
        intl.formatMessage(messages.count),
      ]}
      testId="chart-unexplained"
      bars={props.rows.map((row) => ({
        key: row.month,
        name: formatMonth(row.month),
        value: Number(row.unexplainedAmount),
        colour: 'purple.solid',
        cells: [`${formatDecimal(row.unexplainedAmount)} ${props.currency}`, String(row.recos)],
        part: { periodEndFrom: row.periodEndFrom, periodEndTo: row.periodEndTo },
      }))}
      seriesName={intl.formatMessage(fieldLabels.unexplained)}
      formatTick={(value) => formatAmount(String(value))}
      formatValue={(value) => `${formatDecimal(String(value))} ${props.currency}`}
    />
  );
}

type Person = { id: number; userName: string; firstName?: string | null; lastName?: string | null };

export function WorkloadChart(
  props: ChartProps & {
    rows: { open: number; reconciler: Person; byState: { state: RecoState; count: number }[] }[];
    unassigned: number;
  },
) {
  const intl = useIntl();
  const { href, open } = useOpenList(props);
  const states = openStates.filter((state) =>
    props.rows.some((row) => row.byState.some((s) => s.state === state)),
  );
  const data = props.rows.map((row) => ({
    userId: row.reconciler.id,
    name: personName(row.reconciler) ?? row.reconciler.userName,
    open: row.open,
    ...Object.fromEntries(row.byState.map((s) => [s.state, s.count])),
  }));
  const chart = useChart<Record<string, string | number>>({
    data,
    series: states.map((state) => ({
      name: state,
      label: intl.formatMessage(stateLabel(state)),
      color: `${stateLook(state).tone}.solid`,
      stackId: 'open',
    })),
  });
  const busiest = data[0];
  const rows: ChartRow[] = data.map((row) => ({
    key: String(row.userId),
    label: row.name,
    values: [String(row.open)],
    href: href({ assignee: row.userId }),
  }));
  return (
    <ChartCard
      title={intl.formatMessage(messages.workload)}
      summary={
        busiest
          ? intl.formatMessage(messages.workloadSummary, {
              people: data.length,
              busiest: busiest.name,
              count: busiest.open,
              unassigned: props.unassigned,
            })
          : intl.formatMessage(messages.workloadNone, { unassigned: props.unassigned })
      }
      columns={[intl.formatMessage(fieldLabels.assignee), intl.formatMessage(messages.open)]}
      rows={rows}
      testId="chart-workload"
    >
      <Chart.Root chart={chart} aspectRatio="auto">
        <ResponsiveContainer width="100%" height={96 + data.length * rowHeight}>
          <BarChart
            data={chart.data}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke={chart.color('border.muted') as string} horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickLine={false} />
            <YAxis type="category" dataKey="name" width={120} tickLine={false} axisLine={false} />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') as string }}
              contentStyle={tooltipStyle}
            />
            {/* Which colour is which state: the bars of a person are stacked by state. */}
            <Legend content={<Chart.Legend />} />
            {chart.series.map((series) => (
              <Bar
                key={series.name}
                dataKey={chart.key(series.name)}
                name={intl.formatMessage(stateLabel(series.name as RecoState))}
                stackId={series.stackId}
                fill={chart.color(series.color) as string}
                cursor="pointer"
                onClick={(_, index) =>
                  open({ assignee: data[index]!.userId, state: series.name as RecoState })
                }
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Chart.Root>
    </ChartCard>
  );
}
