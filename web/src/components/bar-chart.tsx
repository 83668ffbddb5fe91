import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Table } from '@chakra-ui/react';
import { Bar, BarChart as Bars, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

export interface BarSeries<T> {
  name: keyof T & string;
  label: string;
  color: string;
}

/**
 * One bar chart (Chakra charts on recharts), with the same figures as a table for screen readers: the
 * picture is for the eye, the table is the accessible text. Used by the analytics screens, which are
 * lazy chunks, so recharts never reaches the landing page or the dashboard's first load.
 */
export function BarChart<T extends Record<string, string | number>>(props: {
  title: string;
  data: T[];
  category: keyof T & string;
  series: BarSeries<T>[];
  /** Category values as people read them (e.g. "2026-11" → "Nov 2026"). */
  formatCategory?: (value: string) => string;
  stacked?: boolean;
}) {
  const format = props.formatCategory ?? ((v: string) => v);
  const data = props.data.map((d) => ({ ...d, [props.category]: format(String(d[props.category])) }));
  const chart = useChart({
    data,
    series: props.series.map((s) => ({
      name: s.name,
      label: s.label,
      color: s.color,
      stackId: props.stacked ? 'a' : undefined,
    })),
  });
  return (
    <Box>
      <Box aria-hidden="true">
        <Chart.Root maxH="xs" chart={chart}>
          <Bars responsive accessibilityLayer={false} data={chart.data}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis axisLine={false} tickLine={false} dataKey={props.category as never} />
            <YAxis axisLine={false} tickLine={false} allowDecimals={false} />
            <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip />} />
            {props.series.length > 1 && <Legend content={<Chart.Legend />} />}
            {chart.series.map((item) => (
              <Bar
                isAnimationActive={false}
                key={String(item.name)}
                dataKey={item.name as never}
                fill={chart.color(item.color)}
                stackId={item.stackId}
              />
            ))}
          </Bars>
        </Chart.Root>
      </Box>
      {/* the box is what hides: a table is never narrower than its cells, so a hidden wide table widens the page */}
      <Box srOnly>
        <Table.Root size="sm">
          <Table.Caption>{props.title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              {props.series.map((s) => (
                <Table.ColumnHeader key={s.name}>{s.label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((d) => (
              <Table.Row key={String(d[props.category])}>
                <Table.Cell as="th" scope="row">
                  {String(d[props.category])}
                </Table.Cell>
                {props.series.map((s) => (
                  <Table.Cell key={s.name}>{String(d[s.name])}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
