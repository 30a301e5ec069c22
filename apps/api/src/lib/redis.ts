import { Redis } from 'ioredis';

/** A Redis client for state several instances must share; keys live under `prefix`. */
export function createRedis(url: string, prefix: string): Redis {
  return new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
export type { Redis };
