import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * Reads the one file of a multipart/form-data request. The multipart parser throws plain errors
 * for a body the client broke (no boundary, a truncated part): those are the client's 400, not a
 * 500. Errors that already carry a status (the size and count limits, 413) pass through.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Send the ${field} as multipart/form-data in a field named ${field}`);
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw badRequest(`Send the ${field} in a field named ${field}`);
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof AppError || (err as FastifyError).statusCode) throw err;
    throw badRequest(`The upload was malformed or cut short. Please send the ${field} again.`);
  }
}

/** A multipart form's one file with the text fields sent beside it (before or after it). */
export interface FormWithFile {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data request holding one file in `field` and text fields: the file at most
 * `maxBytes` (413 past it), every other part a field. A missing file is a 400 naming the field.
 */
export async function readFormWithFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<FormWithFile> {
  if (!request.isMultipart())
    throw badRequest(`Send the form as multipart/form-data with the file in a field named ${field}`);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field) {
          part.file.resume();
          throw badRequest(`Send the file in a field named ${field}`);
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError || (err as FastifyError).statusCode) throw err;
    throw badRequest(`The upload was malformed or cut short. Please send the ${field} again.`);
  }
  if (!file || file.bytes.length === 0) throw badRequest(`Send the file in a field named ${field}`);
  return { ...file, fields };
}
