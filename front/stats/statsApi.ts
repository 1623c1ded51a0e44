import { apiFetch } from '../../common/api.ts';
import type { StatsPeriod } from '../../entities/stats.ts';

export interface Stats {
  group: 'year' | 'month';
  scope: 'company' | 'user';
  year: number | null;
  years: number[];
  periods: StatsPeriod[];
  totals: StatsPeriod;
}

export const bookingStats = async (group: 'year' | 'month', year?: number) =>
  (await apiFetch<Stats>(`/api/bookings/stats?group=${group}${group === 'month' && year ? `&year=${year}` : ''}`)).data;
