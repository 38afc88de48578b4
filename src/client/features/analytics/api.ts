import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsCsvSection, AnalyticsSummary } from '../../../core/analytics';
import { api, downloadFile } from '../../lib/api';

export interface DayRange {
  from: string;
  to: string;
}

const query = (range: DayRange) =>
  new URLSearchParams({ from: range.from, to: range.to }).toString();

/** GET /api/analytics for a range of UTC days (the server checks the range and the role). */
export function useAnalytics(range: DayRange) {
  return useQuery({
    queryKey: ['analytics', range.from, range.to],
    queryFn: ({ signal }) => api<AnalyticsSummary>(`/api/analytics?${query(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of one chart, as the server writes it (formula-safe). */
export function downloadAnalyticsCsv(section: AnalyticsCsvSection, range: DayRange) {
  return downloadFile(
    `/api/analytics/export.csv?section=${section}&${query(range)}`,
    `oncocds-analytics-${section}-${range.from}-to-${range.to}.csv`,
  );
}

export interface AlertRuleOverrides {
  from: string;
  to: string;
  highOverrideRate: number;
  minFiringsToFlag: number;
  rules: Array<{
    kind: string;
    ruleId: string;
    label: string;
    kbSeverity: 'low' | 'medium' | 'high' | 'critical' | null;
    tunable: boolean;
    fired: number;
    overridden: number;
    overrideRate: number;
    highOverride: boolean;
    reasons: Array<{ reason: string; n: number }>;
  }>;
}

/** GET /api/analytics/alert-rules: each rule's firings, override rate and reasons (issue 22). */
export function useAlertRuleOverrides(range: DayRange) {
  return useQuery({
    queryKey: ['analytics', 'alert-rules', range.from, range.to],
    queryFn: ({ signal }) =>
      api<AlertRuleOverrides>(`/api/analytics/alert-rules?${query(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
