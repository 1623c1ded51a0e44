import { apiFetch, uploadFile } from '../../common/api.ts';
import { PAGE_SIZE } from '../../entities/kit.ts';
import type { Thread, ThreadPage, ThreadSeen, ThreadStarted, UnseenCount } from '../../entities/messageReplies.ts';

export async function listThreads(page: number): Promise<ThreadPage> {
  return (await apiFetch<ThreadPage>(`/api/messages/list?page=${page}&perPage=${PAGE_SIZE}`)).data;
}

export async function getThread(id: number): Promise<Thread> {
  return (await apiFetch<Thread>(`/api/messages/${id}/thread`)).data;
}

export async function fetchUnseen(): Promise<number> {
  return (await apiFetch<UnseenCount>('/api/messages/unseen')).data.count;
}

/** Marks what the agency wrote in a thread as seen; answers the user's new unseen count. */
export async function markSeen(id: number): Promise<number> {
  return (await apiFetch<ThreadSeen>(`/api/messages/seen/${id}`, { method: 'POST' })).data.unseen;
}

function formOf(fields: Record<string, string | number | null | undefined>, file: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) form.append(name, String(value));
  if (file) form.append('file', file, file.name);
  return form;
}

/** A new thread; answers its id. `onProgress` follows the upload of the attachment. */
export async function sendMessage(
  fields: { subject: string; content: string; booking?: number | null },
  file: File | null,
  onProgress?: (fraction: number) => void,
): Promise<number> {
  const response = await uploadFile('/api/message/send/parent', { body: formOf(fields, file), onProgress });
  return ((await response.json()) as ThreadStarted).id;
}
