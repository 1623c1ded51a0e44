import { ApiError, ErrorCode, type ErrorCodeValue, type FieldErrors, type ErrorEnvelope, isErrorCode } from '../entities/errors.ts';

// The one failure type of both sides (entities/errors.ts), under the name its callers import from here.
export { ApiError };

/**
 * What a form shows of a failed submission: the codes the envelope puts under inputs (`fields`), and the one code of
 * the form's general message (`code`): the envelope's code about no particular input (`_`), else its own code;
 * 'unknown' for a failure that is not the server's answer.
 */
export interface SubmitErrors {
  fields: FieldErrors;
  code: ErrorCodeValue | 'unknown';
}

export function submitErrors(error: unknown): SubmitErrors {
  if (!(error instanceof ApiError)) return { fields: {}, code: 'unknown' };
  const { _: general, ...fields } = error.errors ?? {};
  return { fields, code: general ?? error.code };
}

/**
 * A failed submission shown on its form: the codes under inputs go to `setErrors`, and `setAttempt` counts one more
 * attempt, which brings the form's error summary up again; the form's general code is returned when no input is
 * named, null otherwise.
 */
export function showFieldErrors(
  error: unknown,
  setErrors: (fields: FieldErrors) => void,
  setAttempt: (next: (count: number) => number) => void,
): SubmitErrors['code'] | null {
  const { fields, code } = submitErrors(error);
  if (Object.keys(fields).length === 0) return code;
  setErrors(fields);
  setAttempt((count) => count + 1);
  return null;
}

/** The code of any failure, as a message shows it: the server's, or 'unknown' for one that is not an API answer. */
export function failureCode(error: unknown): ErrorCodeValue | 'unknown' {
  return submitErrors(error).code;
}

/** The code of a failed answer: the envelope's, else its HTTP status, when the catalogue knows it (a proxy may say anything). */
const answeredCode = (code: unknown, status: number): ErrorCodeValue => (isErrorCode(code) ? code : isErrorCode(status) ? status : ErrorCode.UNKNOWN);

let tokenSource: () => string | null = () => null;
let onUnauthorized: () => void = () => {};

/** The session registers how to find the token and what to do when the server no longer accepts it. */
export function configureApi(options: { token: () => string | null; unauthorized: () => void }) {
  tokenSource = options.token;
  onUnauthorized = options.unauthorized;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** The server's answer to a call, or the failure of a network that does not reach it. */
async function reach(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`/backend${path}`, init);
  } catch {
    throw new ApiError(0, 503, 'network unreachable');
  }
}

/** The failure a refused answer stands for, read from its envelope (empty when the body is none); a refused token signs out. */
function refused(response: Response, envelope: Partial<ErrorEnvelope>, token: string | null): ApiError {
  if (response.status === 401 && token) onUnauthorized();
  return new ApiError(
    response.status,
    answeredCode(envelope.code, response.status),
    envelope.message ?? response.statusText,
    envelope.errors,
    envelope.details,
  );
}

/**
 * The one way the browser apps call the server. `path` starts after /backend (e.g. `/api/news`); the bearer token is
 * added unless the call is public. Failures throw ApiError with the server's code.
 */
export async function apiFetch<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    public: isPublic = false,
    headers = {},
  }: { method?: string; body?: unknown; public?: boolean; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const token = isPublic ? null : tokenSource();
  const response = await reach(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) throw refused(response, (data ?? {}) as Partial<ErrorEnvelope>, token);
  return { data: data as T, headers: response.headers };
}

/**
 * A call whose body or answer is a file, which apiFetch (JSON in, JSON out) does not carry: same token, same error
 * envelope, same 401 handling, and the raw response handed back. A FormData body gets its multipart boundary from
 * the browser.
 */
export async function fileFetch(
  path: string,
  { method = 'GET', body, public: isPublic = false }: { method?: string; body?: BodyInit; public?: boolean } = {},
): Promise<Response> {
  const token = isPublic ? null : tokenSource();
  const response = await reach(path, { method, body, headers: { ...(token && { Authorization: `Bearer ${token}` }) } });
  return checkedFileResponse(response, token);
}

/** The failure of a file call as ApiError, from the server's envelope when it sent one. */
async function checkedFileResponse(response: Response, token: string | null): Promise<Response> {
  if (!response.ok) {
    let envelope: Partial<ErrorEnvelope> = {};
    try {
      envelope = (await response.json()) as Partial<ErrorEnvelope>;
    } catch {
      // A proxy's error page rather than the server's envelope: the status is all there is.
    }
    throw refused(response, envelope, token);
  }
  return response;
}

/** Statuses whose Response may carry no body. */
const BODILESS = new Set([101, 204, 205, 304]);

/**
 * fileFetch for a file sent to the server, telling `onProgress` the share of the body sent so far (0 to 1): fetch
 * reports no upload progress, XMLHttpRequest does. Same token, same error envelope; the answer comes back as a
 * Response, so callers read it as they read fileFetch's.
 */
export function uploadFile(
  path: string,
  {
    method = 'POST',
    body,
    onProgress,
    public: isPublic = false,
  }: { method?: string; body: FormData; onProgress?: (fraction: number) => void; public?: boolean },
): Promise<Response> {
  const token = isPublic ? null : tokenSource();
  return new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `/backend${path}`);
    request.responseType = 'blob';
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    // A small body may be sent before any progress event: its end still says all is sent.
    request.upload.onload = () => onProgress?.(1);
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve(
        new Response(BODILESS.has(request.status) ? null : (request.response as Blob), { status: request.status, statusText: request.statusText, headers }),
      );
    };
    request.onerror = request.onabort = request.ontimeout = () => reject(new ApiError(0, 503, 'network unreachable'));
    request.send(body);
  }).then((response) => checkedFileResponse(response, token));
}

/**
 * Saves a file the server makes under the name its Content-Disposition gives (else `fallbackName`): the call needs
 * the token, so a plain link would not do.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fileFetch(path);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click is handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
