import { apiFetch } from '../../common/api.ts';
import type { Stats } from '../../entities/stats.ts';

export const bookingStats = async (group: 'year' | 'month', year?: number) =>
  (await apiFetch<Stats>(`/api/bookings/stats?group=${group}${group === 'month' && year ? `&year=${year}` : ''}`)).data;
