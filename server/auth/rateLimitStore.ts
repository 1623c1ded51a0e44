import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Knex } from 'knex';
import { Counters } from './counters.ts';

type StoreConstructor = NonNullable<RateLimitPluginOptions['store']>;
type Store = InstanceType<StoreConstructor>;
type Callback = Parameters<Store['incr']>[1];

/**
 * The store of @fastify/rate-limit that counts in PostgreSQL (server/auth/counters.ts), so that every instance on the
 * database shares each address's count of each route: the plugin's own store counts per process. A database out of
 * reach fails the request like any other query does (503, server/errors.ts).
 */
export function rateLimitStore(knex: Knex): StoreConstructor {
  const counters = new Counters(knex);
  return class PostgresRateLimitStore implements Store {
    /** The route's count, one per method and route pattern; the plugin's own keys (the address) come after it. */
    constructor(
      _options: unknown,
      private readonly route = 'rate:*',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit([{ name: this.route, key, windowMs: timeWindow }]).then(
        ([count]) => callback(null, { current: count.hits, ttl: count.expiresInMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      counters.read([{ name: this.route, key }]).then(
        ([count]) => callback(null, { current: count?.hits ?? 0, ttl: count?.expiresInMs ?? 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<Store['child']>[0]) {
      // The plugin passes the route's limit options with the route itself as `routeInfo`, which its types leave out.
      const { method = '*', url = '*' } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PostgresRateLimitStore(routeOptions, `rate:${[method].flat().join(',')} ${url}`);
    }
  };
}
