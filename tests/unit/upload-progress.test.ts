import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi, uploadFile } from '../../common/api.ts';

/**
 * A stand-in for the browser's XMLHttpRequest: it records what was sent, reports the upload in `steps` (bytes sent of
 * 1000), then answers `status` with `body`.
 */
function fakeXhr({ steps, status, body }: { steps: number[]; status: number; body: string }) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  class FakeXhr {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
    responseType = '';
    response: Blob | null = null;
    status = 0;
    statusText = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    ontimeout?: () => void;
    open(method: string, url: string) {
      Object.assign(sent, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\nx-total: 3\r\n';
    }
    send(payload: unknown) {
      sent.body = payload;
      queueMicrotask(() => {
        for (const loaded of steps) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 });
        this.upload.onload?.();
        this.status = status;
        this.response = new Blob([body]);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ token: () => null, unauthorized: () => {} });
});

describe('uploading a file', () => {
  it('reports the share sent, then hands back the answer as a Response', async () => {
    configureApi({ token: () => 'the-token', unauthorized: () => {} });
    const sent = fakeXhr({ steps: [250, 600, 1000], status: 200, body: '{"imported":2}' });
    const form = new FormData();
    const shares: number[] = [];
    const response = await uploadFile('/api/company/1/travellers/import', { body: form, onProgress: (share) => shares.push(share) });
    expect(shares).toEqual([0.25, 0.6, 1, 1]);
    expect(sent).toMatchObject({ method: 'POST', url: '/backend/api/company/1/travellers/import', body: form, headers: { Authorization: 'Bearer the-token' } });
    expect(await response.json()).toEqual({ imported: 2 });
    expect(response.headers.get('x-total')).toBe('3');
  });

  it('turns a refusal into ApiError with the server code and field codes, and a refused token into a sign-out', async () => {
    const unauthorized = vi.fn();
    configureApi({ token: () => 'old-token', unauthorized });
    fakeXhr({ steps: [1000], status: 400, body: '{"code":170,"message":"too large","errors":{"file":170}}' });
    const refusal = await uploadFile('/api/message/send/parent', { body: new FormData() }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, code: 170, errors: { file: 170 } });

    fakeXhr({ steps: [], status: 401, body: '{"code":401,"message":"expired"}' });
    await expect(uploadFile('/api/message/send/parent', { body: new FormData() })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
