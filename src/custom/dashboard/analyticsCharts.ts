import { monthKey } from '../../domain';
import { indicatorByMonth, type DashboardAnalytics } from '../../domain/dashboard';
import { indicatorLabelKey } from '../../domain/engine/labels';
import { sanghik } from '../../domain/modules/gathering/sanghik';
import type { ChartPanelProps } from './ChartPanel';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const AGE_GROUPS = ['praudh', 'tarun_vyavasayi', 'maha_vidyarthi', 'baal'] as const;

/** The six charts of /dashboard/analytics, from its call's answer. */
export function analyticsCharts(
  data: DashboardAnalytics,
  translate: Translate,
  placeLabel: string,
): ChartPanelProps[] {
  const T = 'app.analytics';
  const months = data.months.map((m) => `${translate(monthKey(m.month))} ${m.year}`);
  const monthAxis = { categoryHeader: translate(`${T}.col.month`), categories: months, placeLabel };
  const { period } = data;
  return [
    {
      ...monthAxis,
      title: translate(`${T}.chart.attendance`),
      source: '/sanghik/ahawal',
      kind: 'bar',
      series: [
        ...AGE_GROUPS.map((g) => ({
          label: translate(`app.ahawal.col.${g}`),
          values: data.months.map((m) => m.attendance[g]),
          stack: 'total',
        })),
        {
          label: translate('app.ahawal.col.shishu'),
          values: data.months.map((m) => m.attendance.shishu),
        },
      ],
    },
    {
      // issue 49: each month beside the same month last year and its target
      ...monthAxis,
      title: translate(`${T}.chart.compared`),
      source: '/sanghik/ahawal',
      kind: 'line',
      series: [
        {
          label: translate(`${T}.series.thisYear`),
          values: data.months.map((m) => m.attendance.total),
        },
        {
          label: translate(`${T}.series.lastYear`),
          values: data.months.map((m) => m.last_year_total),
        },
        {
          label: translate(`${T}.series.target`),
          values: data.months.map((m) => m.target_total),
        },
      ],
    },
    {
      ...monthAxis,
      title: translate(`${T}.chart.units`),
      source: '/sankalp/ahawal',
      kind: 'bar',
      series: [
        {
          label: translate(`${T}.series.present`),
          values: data.months.map((m) => m.present.total),
        },
        {
          label: translate(`${T}.series.designated`),
          values: data.months.map((m) => m.designated.total),
        },
      ],
    },
    {
      ...monthAxis,
      title: translate(`${T}.chart.completeness`),
      source: '/ahawal/list',
      kind: 'line',
      series: [
        {
          label: translate(`${T}.series.completeness`),
          values: data.months.map((m) => m.completeness ?? 0),
        },
      ],
    },
    {
      // the gathering's indicators as its declaration names them (issue 49 §3)
      ...monthAxis,
      title: translate(`${T}.chart.indicators`),
      source: '/sanghik/ahawal',
      kind: 'line',
      series: (sanghik.indicators ?? []).map((indicator) => ({
        label: translate(indicatorLabelKey(sanghik.name, indicator.name)),
        values: indicatorByMonth(indicator, data.months),
      })),
    },
    {
      source: '/sanghik/ahawal',
      title: translate(`${T}.chart.children`, {
        month: translate(monthKey(period.month)),
        year: period.year,
      }),
      kind: 'bar',
      categoryHeader: translate(`${T}.col.place`),
      categories: data.children.map((c) => c.location_name),
      placeLabel,
      series: [
        {
          label: translate(`${T}.series.attendance`),
          values: data.children.map((c) => c.attendance),
        },
      ],
    },
  ];
}
