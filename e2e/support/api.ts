import { expect } from '@playwright/test';
import { e2e } from './browser.ts';
import { row } from './db.ts';

/** A call to the e2e server's API, with a JSON body and a bearer token when given; the answer's status and JSON (null if none). */
export async function api<T = unknown>(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${e2e.baseURL}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** Adds a visible gallery under the first visible model, as an admin would, and answers its slug. */
export async function createGallery(adminToken: string, title: string, tag: string): Promise<string> {
  const model = row<{ id: number }>('select id from models where hidden_at is null order by id limit 1');
  const created = await api(
    'POST',
    '/content',
    {
      title,
      url: `https://${e2e.monetiser.fileHost}/d/${tag}-${Date.now()}`,
      type: 'gallery',
      model_id: model.id,
      info: { images: 3, videos: 0, size: 1000 },
    },
    adminToken,
  );
  expect(created.status).toBe(201);
  return row<{ slug: string }>('select slug from contents where title = ?', title).slug;
}
