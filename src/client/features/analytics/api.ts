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
