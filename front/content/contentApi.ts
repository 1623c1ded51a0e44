import type { FromSchema } from 'json-schema-to-ts';
import type {
  helpPageSchema,
  NewsRead,
  newsPageSchema,
  newsSchema,
  notificationDetailSchema,
  notificationPageSchema,
  notificationSchema,
  tradeEventSchema,
  UnreadNews,
} from '../../entities/contentReplies.ts';
import { apiFetch } from '../../common/api.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import { createCounter } from './counter.ts';

export type News = FromSchema<typeof newsSchema>;
export type HelpPage = FromSchema<typeof helpPageSchema>;
export type NotificationSummary = FromSchema<typeof notificationSchema>;
export type Notification = FromSchema<typeof notificationDetailSchema>;
export type TradeEvent = FromSchema<typeof tradeEventSchema>;

export async function listNews(page: number) {
  return (await apiFetch<FromSchema<typeof newsPageSchema>>(`/api/me/news?page=${page}&perPage=${PAGE_SIZE}`)).data;
}

/** Records that the user read these news; answers the unread count. */
export async function markNewsRead(ids: number[]): Promise<number> {
  return (await apiFetch<NewsRead>('/api/news/read', { method: 'POST', body: { ids } })).data.unread;
}

export async function listHelp(): Promise<HelpPage[]> {
  return (await apiFetch<HelpPage[]>('/api/help')).data;
}

export async function listNotifications(page: number) {
  return (await apiFetch<FromSchema<typeof notificationPageSchema>>(`/api/me/notifications?page=${page}&perPage=${PAGE_SIZE}`)).data;
}

export async function getNotification(id: string): Promise<Notification> {
  return (await apiFetch<Notification>(`/api/me/notifications/${encodeURIComponent(id)}`)).data;
}

export async function currentEvents(startDate: string, endDate: string): Promise<TradeEvent[]> {
  return (await apiFetch<TradeEvent[]>('/api/events/current', { method: 'POST', body: { startDate, endDate } })).data;
}

/** The news the user has not read yet, shown in the menu. */
export const unreadNews = createCounter(async () => (await apiFetch<UnreadNews>('/api/me/news/unread')).data.count);
