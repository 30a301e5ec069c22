import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatOfName, formatOfType, readRows, type SourceRow, UnreadableFile } from './import-reader.ts';

async function all(text: string, format: 'csv' | 'json' | 'ndjson', chunk = 7): Promise<SourceRow[]> {
  // Small chunks: records and multi-byte characters cut across reads must come out whole.
  const bytes = Buffer.from(text);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  const out: SourceRow[] = [];
  for await (const row of readRows(Readable.from(parts), format)) out.push(row);
  return out;
}

describe('import file reader', () => {
  it('reads CSV records by header name, numbering the first record after the header 1', async () => {
    const rows = await all('\uFEFFkind, model_id ,name\r\nmodel,m-1,"Aurélie, ""A"""\r\nmodel,m-2,Bea\r\n', 'csv');
    expect(rows).toEqual([
      { row: 1, fields: { kind: 'model', model_id: 'm-1', name: 'Aurélie, "A"' } },
      { row: 2, fields: { kind: 'model', model_id: 'm-2', name: 'Bea' } },
    ]);
  });

  it('reads a JSON array element by element, and refuses an element that is not an object', async () => {
    const rows = await all('[{"kind":"model","tags":["a","b"]}, 3, {"kind":"content"}]', 'json');
    expect(rows).toEqual([
      { row: 1, fields: { kind: 'model', tags: ['a', 'b'] } },
      { row: 2, error: 'Each record must be an object of named fields' },
      { row: 3, fields: { kind: 'content' } },
    ]);
  });

  it('reads NDJSON line by line, skipping blank lines and refusing a line that is not JSON', async () => {
    const rows = await all('{"a":1}\n\n{oops\n{"b":"ü"}\n', 'ndjson', 3);
    expect(rows).toEqual([
      { row: 1, fields: { a: 1 } },
      { row: 2, error: 'This line is not valid JSON' },
      { row: 3, fields: { b: 'ü' } },
    ]);
  });

  it('stops at a broken JSON array or CSV, saying which format could not be read', async () => {
    await expect(all('[{"a":1},{"b":', 'json')).rejects.toThrow(/The JSON could not be read/);
    await expect(all('a,b\n1,2\n"3,4\n', 'csv')).rejects.toBeInstanceOf(UnreadableFile);
  });

  it('counts the bytes it has read', async () => {
    const read = { bytes: 0 };
    const text = '{"a":1}\n{"a":2}\n';
    for await (const row of readRows(Readable.from([Buffer.from(text)]), 'ndjson', read)) expect(row).toBeDefined();
    expect(read.bytes).toBe(Buffer.byteLength(text));
  });

  it('knows the formats by file name and by content type', () => {
    expect([formatOfName('a.CSV'), formatOfName('b.json'), formatOfName('c.jsonl'), formatOfName('d.txt')]).toEqual([
      'csv',
      'json',
      'ndjson',
      undefined,
    ]);
    expect(formatOfType('text/csv; charset=utf-8')).toBe('csv');
    expect(formatOfType('application/x-ndjson')).toBe('ndjson');
    expect(formatOfType('text/plain')).toBeUndefined();
  });
});
