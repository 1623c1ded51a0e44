import { apiFetch } from '../../common/api.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { createCounter } from './counter.ts';

export interface News {
  id: number;
  date: string;
  name: string;
  weight: number;
  content: string | null;
  image: string | null;
  read: boolean;
}

export interface HelpPage {
  id: number;
  title: string;
  weight: number;
  content: string | null;
}

export interface NotificationSummary {
  id: string;
  kind: 'news' | 'help';
  title: string;
  date: string;
  read: boolean;
}

export interface Notification extends NotificationSummary {
  content: string | null;
  image: string | null;
}

export interface TradeEvent {
  id: number;
  name: string;
  starting_date: string;
  ending_date: string;
  location: string | null;
  city: string | null;
}

export async function listNews(page: number) {
  return (await apiFetch<{ items: News[]; total: number; unread: number }>(`/api/me/news?page=${page}&perPage=${PAGE_SIZE}`)).data;
}

/** Records that the user read these news; answers the unread count. */
export async function markNewsRead(ids: number[]): Promise<number> {
  return (await apiFetch<{ unread: number }>('/api/news/read', { method: 'POST', body: { ids } })).data.unread;
}

export async function listHelp(): Promise<HelpPage[]> {
  return (await apiFetch<HelpPage[]>('/api/help')).data;
}

export async function listNotifications(page: number) {
  return (await apiFetch<{ items: NotificationSummary[]; total: number; unread: number }>(`/api/me/notifications?page=${page}&perPage=${PAGE_SIZE}`)).data;
}

export async function getNotification(id: string): Promise<Notification> {
  return (await apiFetch<Notification>(`/api/me/notifications/${encodeURIComponent(id)}`)).data;
}

export async function currentEvents(startDate: string, endDate: string): Promise<TradeEvent[]> {
  return (await apiFetch<TradeEvent[]>('/api/events/current', { method: 'POST', body: { startDate, endDate } })).data;
}

/** The news the user has not read yet, shown in the menu. */
export const unreadNews = createCounter(async () => (await apiFetch<{ count: number }>('/api/me/news/unread')).data.count);
