import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';
import { onUse } from './on-use.ts';

/** ioredis, loaded only when REDIS_URL is set. */
const ioredis = onUse<typeof IORedis>('ioredis');

/** A Redis client for state several instances must share; keys live under `prefix`. */
export function createRedis(url: string, prefix: string): Redis {
  return new (ioredis().Redis)(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}
export type { Redis };
