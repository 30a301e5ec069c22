import { createInterface } from 'node:readline';
import { PassThrough, type Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import streamArray from 'stream-json/streamers/stream-array.js';
import type { ImportFormat } from '@packdex/shared/schemas/catalogue-admin';

/** One record of an import file: its 1-based number (a CSV header is not counted) and its fields. */
export type SourceRow =
  | { row: number; fields: Record<string, unknown> }
  /** A record that could not be read at all (a line of NDJSON that is not JSON, or not an object). */
  | { row: number; error: string };

/** Stops the whole file: CSV or a JSON array broken past repair (an unclosed quote, a missing bracket). */
export class UnreadableFile extends Error {
  readonly row: number;
  constructor(row: number, message: string) {
    super(message);
    this.row = row;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const notAnObject = (row: number): SourceRow => ({ row, error: 'Each record must be an object of named fields' });

async function* csvRows(input: Readable): AsyncGenerator<SourceRow> {
  // Header names are trimmed; rows with more or fewer cells than the header are read as far as they go.
  const parser = input.pipe(
    parseCsv({ bom: true, columns: (header: string[]) => header.map((h) => h.trim()), relax_column_count: true }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      row += 1;
      yield { row, fields: record };
    }
  } catch (err) {
    throw new UnreadableFile(row + 1, `The CSV could not be read: ${(err as Error).message}`);
  }
}

async function* jsonArrayRows(input: Readable): AsyncGenerator<SourceRow> {
  const items = input.pipe(streamArray.withParserAsStream());
  // The parser's error reaches the iterator only when it is forwarded: `pipe` does not carry it.
  input.on('error', (err) => items.destroy(err));
  let row = 0;
  try {
    for await (const item of items as AsyncIterable<{ key: number; value: unknown }>) {
      row = item.key + 1;
      yield isRecord(item.value) ? { row, fields: item.value } : notAnObject(row);
    }
  } catch (err) {
    throw new UnreadableFile(
      row + 1,
      `The JSON could not be read (it must be one array of objects): ${(err as Error).message}`,
    );
  }
}

async function* ndjsonRows(input: Readable): AsyncGenerator<SourceRow> {
  let row = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    row += 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      yield { row, error: 'This line is not valid JSON' };
      continue;
    }
    yield isRecord(value) ? { row, fields: value } : notAnObject(row);
  }
}

/** How much of the file has been read, for the progress of an import. */
export interface ByteCount {
  bytes: number;
}

/**
 * Reads an import file record by record, never holding more than the parser's window of it: CSV
 * with a header row, one JSON array of objects, or NDJSON (one object a line). `read` counts the
 * bytes consumed so far.
 */
export function readRows(input: Readable, format: ImportFormat, read: ByteCount = { bytes: 0 }) {
  const counted = new PassThrough();
  input.on('data', (chunk: Buffer) => {
    read.bytes += chunk.length;
  });
  input.on('error', (err) => counted.destroy(err));
  input.pipe(counted);
  if (format === 'csv') return csvRows(counted);
  if (format === 'json') return jsonArrayRows(counted);
  return ndjsonRows(counted);
}

/** The format a file name's extension names, if it is one an import reads. */
export function formatOfName(name: string): ImportFormat | undefined {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'csv') return 'csv';
  if (ext === 'json') return 'json';
  if (ext === 'ndjson' || ext === 'jsonl') return 'ndjson';
  return undefined;
}

/** The format a Content-Type names (`text/csv`, `application/json`, `application/x-ndjson`). */
export function formatOfType(contentType: string | undefined): ImportFormat | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === 'application/json') return 'json';
  if (type === 'application/x-ndjson' || type === 'application/jsonl') return 'ndjson';
  return undefined;
}
