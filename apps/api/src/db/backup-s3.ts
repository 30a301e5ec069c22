import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BackupBucket, Config } from '../config.ts';
import { deleteObject, listKeys, s3Request as send } from '../lib/s3.ts';
import { restore } from './backup.ts';

/**
 * Scheduled backups in S3-compatible storage (docs/operations.md#scheduled-backups): AWS S3, MinIO,
 * R2, B2…, through the site's S3 client (lib/s3.ts, shared with stored pictures). Files are
 * streamed both ways, so a large database is never held in memory.
 *
 * A backup is stored under `<prefix><backup folder name>/…`, its `manifest.json` last: a backup
 * whose manifest is not in the bucket did not finish uploading and never counts.
 */

const FOLDER = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;
const MANIFEST = 'manifest.json';
interface Body {
  file: string;
  size: number;
  sha256: string;
}

/** The backups in the bucket, oldest first: each one's keys and whether it finished uploading (its manifest is there). */
export async function bucketBackups(
  bucket: BackupBucket,
): Promise<{ name: string; keys: string[]; finished: boolean }[]> {
  const byName = new Map<string, string[]>();
  for (const key of await listKeys(bucket, bucket.prefix)) {
    const name = key.slice(bucket.prefix.length).split('/')[0]!;
    if (!FOLDER.test(name)) continue;
    byName.set(name, [...(byName.get(name) ?? []), key]);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, keys]) => ({ name, keys, finished: keys.includes(`${bucket.prefix}${name}/${MANIFEST}`) }));
}

/** The files of a backup folder, as paths relative to it with `/` between parts. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's size and SHA-256, read as a stream (the signature covers the body). */
async function describe(file: string): Promise<Body> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { file, size, sha256: hash.digest('hex') };
}

/** Uploads a finished backup folder, its manifest last. Answers the keys written. */
export async function uploadBackup(bucket: BackupBucket, folder: string): Promise<string[]> {
  const files = filesOf(folder);
  if (!files.includes(MANIFEST)) throw new Error(`${folder} has no ${MANIFEST}: not a finished backup`);
  const ordered = [...files.filter((file) => file !== MANIFEST), MANIFEST];
  const written: string[] = [];
  for (const file of ordered) {
    const key = `${bucket.prefix}${path.basename(folder)}/${file}`;
    const response = await send(bucket, 'PUT', key, {}, await describe(path.join(folder, ...file.split('/'))));
    response.resume();
    written.push(key);
  }
  return written;
}

/**
 * Keeps the `keep` newest finished backups in the bucket: older finished ones are deleted, and so
 * are unfinished ones older than the newest finished (an upload that failed and was retried under
 * a newer backup). An unfinished one newer than that may be an upload under way: it stays.
 */
export async function pruneBucket(bucket: BackupBucket, keep: number): Promise<string[]> {
  const backups = await bucketBackups(bucket);
  const finished = backups.filter((b) => b.finished);
  const newest = finished.at(-1)?.name;
  const drop = [
    ...finished.slice(0, Math.max(0, finished.length - keep)),
    ...backups.filter((b) => !b.finished && newest !== undefined && b.name < newest),
  ];
  for (const backup of drop) {
    // The manifest first: a backup half deleted is then one that never counts.
    const keys = [...backup.keys].sort(
      (a, b) => Number(b.endsWith(`/${MANIFEST}`)) - Number(a.endsWith(`/${MANIFEST}`)),
    );
    for (const key of keys) await deleteObject(bucket, key);
  }
  return drop.map((b) => b.name);
}

/**
 * Uploads the finished local backups newer than the newest finished one in the bucket (oldest
 * first), then prunes the bucket. Throws when a request fails: the local backups are untouched,
 * and the next run uploads what is missing.
 */
export async function syncBackupsToBucket(
  bucket: BackupBucket,
  localFinished: string[],
  keep: number,
): Promise<{ uploaded: string[]; pruned: string[] }> {
  const inBucket = (await bucketBackups(bucket)).filter((b) => b.finished).at(-1)?.name;
  const pending = localFinished.filter((folder) => inBucket === undefined || path.basename(folder) > inBucket);
  for (const folder of pending) await uploadBackup(bucket, folder);
  const pruned = pending.length ? await pruneBucket(bucket, keep) : [];
  return { uploaded: pending, pruned };
}

/**
 * Downloads a finished backup from the bucket into `dest` (streamed to disk): the newest, or the
 * one named (`which` is `latest` or a backup folder name). Answers its name.
 */
export async function downloadBackup(bucket: BackupBucket, which: string, dest: string): Promise<string> {
  const finished = (await bucketBackups(bucket)).filter((b) => b.finished);
  const chosen = which === 'latest' ? finished.at(-1) : finished.find((b) => b.name === which);
  if (!chosen) {
    throw new Error(
      which === 'latest'
        ? `No finished backup in the bucket ${bucket.bucket} under "${bucket.prefix}".`
        : `No finished backup named ${which} in the bucket ${bucket.bucket} under "${bucket.prefix}".`,
    );
  }
  const root = `${bucket.prefix}${chosen.name}/`;
  for (const key of chosen.keys) {
    const relative = key.slice(root.length);
    const parts = relative.split('/');
    if (!relative || parts.some((part) => part === '' || part === '.' || part === '..')) {
      throw new Error(`The bucket holds a key no backup writes: ${key}`);
    }
    const file = path.join(dest, ...parts);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(await send(bucket, 'GET', key), createWriteStream(file));
  }
  // A bucket holds files, not folders: an empty uploads folder comes back as none.
  const manifest = JSON.parse(readFileSync(path.join(dest, MANIFEST), 'utf8')) as { uploads?: boolean };
  if (manifest.uploads) await mkdir(path.join(dest, 'uploads'), { recursive: true });
  return chosen.name;
}

/**
 * `npm run db:restore -- s3://latest` (or `s3://<backup folder name>`): downloads a finished backup
 * from the BACKUP_S3_* bucket into a temporary folder and restores it.
 */
export async function restoreFromBucket(
  config: Pick<Config, 'database' | 'dataDir' | 'uploadsDir' | 'backups'>,
  which: string,
) {
  const bucket = config.backups?.s3;
  if (!bucket) throw new Error('Restoring from s3:// needs BACKUP_DIR and the BACKUP_S3_* settings of the site.');
  const dir = mkdtempSync(path.join(tmpdir(), 'packdex-s3-restore-'));
  try {
    const name = await downloadBackup(bucket, which || 'latest', dir);
    return { name, manifest: await restore(config, dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
