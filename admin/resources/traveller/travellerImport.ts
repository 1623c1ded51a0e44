import { apiFetch, downloadFile, uploadFile } from '../../../common/api.ts';
import { actionPath, type ActionDescriptor } from '../../../entities/kit.ts';
import type { ImportFormats, ImportResult } from '../../../entities/travellerImport.ts';

/** The formats the server reads, so the file picker offers those and the hint names them. */
export async function importFormats(): Promise<ImportFormats> {
  return (await apiFetch<ImportFormats>('/api/travellers/import/formats')).data;
}

/** Sends the file through the import action, into the company; `onProgress` follows its upload. */
export async function importTravellers(
  action: ActionDescriptor,
  company: number | string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  // No Content-Type: the browser writes the multipart boundary itself.
  const response = await uploadFile(actionPath(action, company), { method: action.method, body, onProgress });
  return (await response.json()) as ImportResult;
}

/** Saves the company's template. */
export function downloadTemplate(company: number | string): Promise<void> {
  return downloadFile(`/api/company/${company}/download/template`, 'travellers-template.xlsx');
}
