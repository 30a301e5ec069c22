import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPgTools } from '../../test/pg-tools.ts';
import { createPostgresDatabase, ENGINE } from '../../test/build-test-app.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { signatureProblem, startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { REDACTED_PATHS } from '../lib/log-redaction.ts';
import { restoreFromBucket } from './backup-s3.ts';
import { finishedBackups, runScheduledBackup } from './backup-schedule.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';

// Scheduled backups in S3-compatible storage (docs/operations.md#scheduled-backups), against a
// stand-in that checks every request's Signature V4, and the restore drill from the bucket.

const HOUR = 3_600_000;
const BUCKET = 'packdex-backups';
const KEYS = {
  accessKeyId: 'AKIDPACKDEXTEST',
  secretAccessKey: 'the-right-secret/with+odd=chars',
  region: 'eu-test-1',
};

describe.skipIf(ENGINE === 'postgres' && !hasPgTools)(`scheduled backups in S3-compatible storage (${ENGINE})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function standIn(pageSize?: number): Promise<S3StandIn> {
    const s3 = await startS3StandIn({ bucket: BUCKET, ...KEYS, ...(pageSize ? { pageSize } : {}) });
    cleanups.push(() => s3.close());
    return s3;
  }

  /** The BACKUP_S3_* settings for the stand-in. */
  const bucketEnv = (s3: S3StandIn, overrides: Record<string, string> = {}) => ({
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_BUCKET: BUCKET,
    BACKUP_S3_REGION: KEYS.region,
    BACKUP_S3_PREFIX: 'site-a/',
    BACKUP_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    BACKUP_S3_PATH_STYLE: 'true',
    ...overrides,
  });

  /** A site of its own: a data folder and, on PostgreSQL, a database, migrated. */
  async function site(env: Record<string, string> = {}): Promise<Config> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-s3-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const pg = ENGINE === 'postgres' ? await createPostgresDatabase() : undefined;
    if (pg) cleanups.push(pg.drop);
    const config = loadConfig(
      { DATA_DIR: dataDir, SEED_DEMO: 'false', ...(pg ? { DATABASE_URL: pg.url } : {}), ...env },
      dataDir,
    );
    const database = createDatabase(config);
    await migrateToLatest(database.db);
    await database.close();
    return config;
  }

  const start = new Date('2026-12-01T03:00:00.000Z');
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

  it("checks signatures as AWS documents them (AWS's own GET-object example)", () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const example = (signature: string) =>
      ({
        method: 'GET',
        url: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-date': '20130524T000000Z',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          authorization: `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=${signature}`,
        },
      }) as unknown as Parameters<typeof signatureProblem>[0];
    const credentials = {
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
    };
    const good = 'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41';
    expect(signatureProblem(example(good), Buffer.alloc(0), credentials)).toBeNull();
    expect(signatureProblem(example(good), Buffer.alloc(0), { ...credentials, secretAccessKey: 'other' })).toBe(
      'signature does not match',
    );
    expect(signatureProblem(example(good.replace('f0', '0f')), Buffer.alloc(0), credentials)).toBe(
      'signature does not match',
    );
  });

  it('takes the bucket settings together or not at all, with BACKUP_DIR, and never logs the secret', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'packdex-s3-config-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...env }, dataDir);
        return [];
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
    };
    expect(problems({ BACKUP_DIR: 'b', BACKUP_S3_BUCKET: 'x' })).toEqual([
      'BACKUP_S3_ENDPOINT: required with BACKUP_S3_BUCKET (set all of BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY, or none)',
      'BACKUP_S3_ACCESS_KEY_ID: required with BACKUP_S3_BUCKET (set all of BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY, or none)',
      'BACKUP_S3_SECRET_ACCESS_KEY: required with BACKUP_S3_BUCKET (set all of BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY, or none)',
    ]);
    const all = {
      BACKUP_S3_ENDPOINT: 'https://s3.example.test',
      BACKUP_S3_BUCKET: 'b',
      BACKUP_S3_ACCESS_KEY_ID: 'id',
      BACKUP_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(problems(all)).toEqual([
      'BACKUP_DIR: required with BACKUP_S3_* (each backup is taken there first, then uploaded)',
    ]);
    expect(problems({ ...all, BACKUP_DIR: 'b', BACKUP_S3_ENDPOINT: 'ftp://x' })).toEqual([
      'BACKUP_S3_ENDPOINT: BACKUP_S3_ENDPOINT must be a http: or https: URL',
    ]);
    expect(problems({ ...all, BACKUP_DIR: 'b', BACKUP_S3_PREFIX: '/abs' })).toEqual([
      'BACKUP_S3_PREFIX: BACKUP_S3_PREFIX must not start with / or contain //',
    ]);
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'b', ...all }, dataDir);
    expect(config.backups!.s3).toEqual({
      endpoint: 'https://s3.example.test',
      bucket: 'b',
      region: 'us-east-1',
      prefix: '',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      pathStyle: false,
    });
    expect(REDACTED_PATHS).toContain('*.secretAccessKey');
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'b' }, dataDir).backups!.s3).toBeNull();
  });

  it('uploads every file of each scheduled backup, the manifest last; a refused signature fails the upload and the next run retries it', async () => {
    const s3 = await standIn(2);
    const wrong = await site({
      BACKUP_DIR: 'backups',
      ...bucketEnv(s3, { BACKUP_S3_SECRET_ACCESS_KEY: 'a-wrong-secret' }),
    });
    mkdirSync(path.join(wrong.uploadsDir, 'pictures'), { recursive: true });
    writeFileSync(path.join(wrong.uploadsDir, 'pictures', 'a b+c.webp'), Buffer.alloc(300_000, 7));

    // The wrong secret: refused with 403, nothing stored, the local backup whole.
    await expect(runScheduledBackup(wrong, wrong.backups!, at(0))).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(s3.refused).toBeGreaterThan(0);
    expect(s3.objects.size).toBe(0);
    const local = finishedBackups(wrong.backups!.dir);
    expect(local.map((dir) => path.basename(dir))).toEqual(['2026-12-01T03-00-00Z']);

    // The next run (no new backup due) with the right secret uploads it.
    const config = loadConfig(
      {
        DATA_DIR: wrong.dataDir,
        SEED_DEMO: 'false',
        ...(wrong.database.kind === 'postgres' ? { DATABASE_URL: wrong.database.url } : {}),
        BACKUP_DIR: 'backups',
        ...bucketEnv(s3),
      },
      wrong.dataDir,
    );
    const retried = await runScheduledBackup(config, config.backups!, at(1));
    expect(retried).toEqual({ taken: null, removed: [], uploaded: local });

    const folder = local[0]!;
    const files = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
    expect(files).toContain('manifest.json');
    expect(files).toContain('uploads/pictures/a b+c.webp');
    const keys = files.map((file) => `site-a/2026-12-01T03-00-00Z/${file}`);
    expect([...s3.objects.keys()].sort()).toEqual(keys);
    for (const file of files) {
      expect(s3.objects.get(`site-a/2026-12-01T03-00-00Z/${file}`)!.equals(readFileSync(path.join(folder, file)))).toBe(
        true,
      );
    }
    const puts = s3.requests.filter((r) => r.method === 'PUT').map((r) => r.key);
    expect(puts).toHaveLength(files.length);
    expect(puts.at(-1)).toBe('site-a/2026-12-01T03-00-00Z/manifest.json');

    // Once uploaded, runs until the next backup do not ask the bucket again.
    const before = s3.requests.length;
    expect(await runScheduledBackup(config, config.backups!, at(2))).toEqual({
      taken: null,
      removed: [],
      uploaded: [],
    });
    expect(s3.requests.length).toBe(before);
  }, 120_000);

  it('keeps BACKUP_KEEP finished backups in the bucket and deletes older ones and unfinished leftovers', async () => {
    const s3 = await standIn(3);
    const config = await site({ BACKUP_DIR: 'backups', BACKUP_KEEP: '2', ...bucketEnv(s3) });
    const schedule = config.backups!;
    // Another site's backups under another prefix are never touched.
    s3.objects.set('site-b/2026-11-01T00-00-00Z/manifest.json', Buffer.from('{}'));
    await runScheduledBackup(config, schedule, at(0));
    // An upload that failed half-way (no manifest) before the next backup.
    s3.objects.set('site-a/2026-12-01T15-00-00Z/database.partial-upload', Buffer.from('half'));
    await runScheduledBackup(config, schedule, at(24));
    const third = await runScheduledBackup(config, schedule, at(48));
    expect(third.uploaded.map((dir) => path.basename(dir))).toEqual(['2026-12-03T03-00-00Z']);
    const names = [...new Set([...s3.objects.keys()].map((key) => key.split('/').slice(0, 2).join('/')))].sort();
    expect(names).toEqual([
      'site-a/2026-12-02T03-00-00Z',
      'site-a/2026-12-03T03-00-00Z',
      'site-b/2026-11-01T00-00-00Z',
    ]);
    // The deleted backup lost its manifest first: half deleted, it would never have counted.
    const deletes = s3.requests.filter(
      (r) => r.method === 'DELETE' && r.key.startsWith('site-a/2026-12-01T03-00-00Z/'),
    );
    expect(deletes[0]!.key).toBe('site-a/2026-12-01T03-00-00Z/manifest.json');
    expect(
      s3.requests.some((r) => r.method === 'DELETE' && r.key === 'site-a/2026-12-01T15-00-00Z/database.partial-upload'),
    ).toBe(true);
  }, 120_000);

  it('restores the newest finished backup from the bucket into a fresh database with every row of every table (the drill)', async () => {
    const s3 = await standIn();
    const config = await site({ BACKUP_DIR: 'backups', ...bucketEnv(s3) });
    const database = createDatabase(config);
    await seedDemoCatalogue(database.db, {
      seed: 11,
      models: 10,
      uploadsDir: null,
      fileHostDomain: config.fileHostDomain,
    });
    await database.close();
    const before = await rowCounts(config);
    expect(before.models).toBe(10);
    expect(before.contents).toBeGreaterThan(40);
    await runScheduledBackup(config, config.backups!, at(0));
    // A newer backup whose upload never finished is not the newest.
    s3.objects.set('site-a/2026-12-09T00-00-00Z/database.sqlite', Buffer.from('not a database'));

    const fresh = await site({ BACKUP_DIR: 'elsewhere', ...bucketEnv(s3) });
    expect((await rowCounts(fresh)).models).toBe(0);
    const { name } = await restoreFromBucket(fresh, 'latest');
    expect(name).toBe('2026-12-01T03-00-00Z');
    expect(await rowCounts(fresh)).toEqual(before);
    await expect(restoreFromBucket(fresh, '2026-12-09T00-00-00Z')).rejects.toThrow(/No finished backup named/);
  }, 120_000);
});
