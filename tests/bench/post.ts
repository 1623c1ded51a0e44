import http from 'node:http';

/** The answer to a JSON request: its status and parsed body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * JSON POSTs to one server over kept-alive connections, as many at once as asked. Plain node:http: the bench workers
 * share the machine with the server, and fetch costs the client several times more CPU per request.
 */
export function jsonPoster(url: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const { hostname, port } = new URL(url);
  return (path: string, body: unknown): Promise<Answer> => {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        { hostname, port, path, method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown> });
            } catch (error) {
              reject(error);
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
}
