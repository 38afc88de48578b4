import { Group, Loader, Text } from '@mantine/core';
import type * as Charts from '@mantine/charts';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/*
 * The Mantine charts (and recharts beneath them, ~90 KB compressed) as chunks loaded when a chart
 * is first shown (issue 24): a page that renders no chart, or has not yet, does not download them.
 * Same names and props as @mantine/charts; while the chunk loads, the chart's place says so.
 */

const charts = () => import('@mantine/charts');

function ChartLoading({ h }: { h: ComponentProps<typeof Group>['h'] }) {
  return (
    <Group role="status" h={h ?? 240} justify="center" gap="xs">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        Loading chart…
      </Text>
    </Group>
  );
}

function lazyChart<P extends { h?: ComponentProps<typeof Group>['h'] }>(
  pick: (m: typeof Charts) => ComponentType<P>,
) {
  const Lazy = lazy(async () => ({ default: pick(await charts()) })) as unknown as ComponentType<P>;
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<ChartLoading h={props.h} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const BarChart = lazyChart((m) => m.BarChart);
export const LineChart = lazyChart((m) => m.LineChart);
export const AreaChart = lazyChart((m) => m.AreaChart);
