// The catalogue import at scale (issue 36): writes a CSV of 100,000 rows (models and their packs),
// imports it with `npm run catalogue:import -- FILE --apply` on a fresh database, and reports the
// time, the rows per second and the importing process's peak RSS. `BENCH_IMPORT_ROWS` changes
// the size; `BENCH_ENGINE=postgres TEST_DATABASE_URL=…` imports into PostgreSQL.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatNumber } from '@packdex/shared/utils';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** One model for every this many rows; the rest are its packs. */
const ITEMS_PER_MODEL = 49;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'packdex-import-bench-'));

/** Writes the file as a stream, respecting the disk's pace. */
async function writeFile(file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write('kind,model_id,name,photoUrl,age,bio,title,url,type,images,videos,size,tags\n');
  let model = 0;
  for (let row = 0; row < ROWS; row += 1) {
    if (row % (ITEMS_PER_MODEL + 1) === 0) {
      model += 1;
      await write(
        `model,bench-${model},Bench Model ${model},https://img.example.test/m/${model}.webp,${20 + (model % 40)},"A fictional model, number ${model}.",,,,,,,"studio,bench"\n`,
      );
    } else {
      await write(
        `content,bench-${model},,,,,Bench Pack ${row},https://files.example.test/d/bench-${row},${row % 3 === 0 ? 'video' : 'gallery'},${row % 50},${row % 4},${row * 1000},"set ${row % 20},bench"\n`,
      );
    }
  }
  out.end();
  await once(out, 'finish');
}

/** Peak resident memory of a process (VmHWM), read while it runs. */
function peakRssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

async function main() {
  const file = path.join(dir, 'catalogue.csv');
  await writeFile(file);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' };
  if (process.env.BENCH_ENGINE === 'postgres') env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/db/catalogue-cli.ts'), file, '--apply'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid!))), 100);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`\n${output}`);
  if (code !== 0) throw new Error(`The import exited with ${code}`);
  process.stdout.write(
    `${formatNumber(ROWS)} rows in ${formatNumber(seconds, 1)} s: ${formatNumber(ROWS / seconds)} rows/s, peak RSS ${formatNumber(peak / 1024 / 1024)} MB (${process.env.BENCH_ENGINE === 'postgres' ? 'PostgreSQL' : 'SQLite'}).\n`,
  );
}

main()
  .catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
