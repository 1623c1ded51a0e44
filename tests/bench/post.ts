import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The answer to a JSON request: its status and parsed body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON POST to the platform: through HTTP (jsonPoster) or in its own process (injectPoster). */
export type Poster = (path: string, body: unknown) => Promise<Answer>;

/**
 * JSON POSTs to one server over kept-alive connections, as many at once as asked. Plain node:http: the bench workers
 * share the machine with the server, and fetch costs the client several times more CPU per request.
 */
export function jsonPoster(url: string, headers: Record<string, string>): Poster {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const { hostname, port } = new URL(url);
  return (path: string, body: unknown): Promise<Answer> => {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
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

/**
 * The same POSTs to an app of this process through Fastify's inject: the route's whole work (access, validation,
 * handler, serialisation) without the sockets and the HTTP parsing, the measure the HTTP rate is a share of.
 */
export function injectPoster(app: FastifyInstance, headers: Record<string, string>): Poster {
  return async (path, body) => {
    const response = await app.inject({ method: 'POST', url: path, payload: body as object, headers });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
}
