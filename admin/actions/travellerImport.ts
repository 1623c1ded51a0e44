import type { ErrorEnvelope } from '../../entities/errors.ts';
import { ApiError, apiFetch } from '../../common/api.ts';
import { logout, session } from '../../common/session.ts';

/** What the server answers for an import (server/traveller/routes.ts). */
export interface ImportResult {
  imported: number;
  skipped: number;
  errors: { row: number; code: number }[];
}

export interface ImportFormats {
  formats: string[];
  maxBytes: number;
}

/**
 * A call whose body or answer is a file, which apiFetch (JSON in, JSON out) does not carry: same token, same envelope
 * and same 401 handling, but the raw response is handed back.
 */
async function fileFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = session.get().token;
  let response: Response;
  try {
    response = await fetch(`/backend${path}`, { ...init, headers: { ...(token && { Authorization: `Bearer ${token}` }) } });
  } catch {
    throw new ApiError(0, 503, 'network unreachable');
  }
  if (!response.ok) {
    let envelope: Partial<ErrorEnvelope> = {};
    try {
      envelope = (await response.json()) as Partial<ErrorEnvelope>;
    } catch {
      // A proxy's error page rather than the server's envelope: the status is all there is.
    }
    if (response.status === 401 && token) logout();
    throw new ApiError(response.status, envelope.code ?? response.status, envelope.message ?? response.statusText, envelope.errors);
  }
  return response;
}

/** The formats the server reads, so the file picker offers those and the hint names them. */
export async function importFormats(): Promise<ImportFormats> {
  return (await apiFetch<ImportFormats>('/api/travellers/import/formats')).data;
}

export async function importTravellers(company: number | string, file: File): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  // No Content-Type: the browser writes the multipart boundary itself.
  const response = await fileFetch(`/api/company/${company}/travellers/import`, { method: 'POST', body });
  return (await response.json()) as ImportResult;
}

/** Saves the company's template: the download needs the token, so a plain link would not do. */
export async function downloadTemplate(company: number | string): Promise<void> {
  const response = await fileFetch(`/api/company/${company}/download/template`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'travellers-template.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
