import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/schema.ts';
import { now } from '../../lib/time.ts';
import { type Client, describeDevice, networkOf } from './device.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** Starts a session row for a sign-in and returns its id (the tokens' `sid`). */
export async function startSession(
  sessions: Pick<SessionsRepository, 'insert'>,
  userId: number,
  client: Client,
  executor?: Executor,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const at = now();
  await sessions.insert(
    {
      id,
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      device: describeDevice(client.userAgent),
      network: networkOf(client.ip),
      ended_at: null,
    },
    executor,
  );
  return id;
}
