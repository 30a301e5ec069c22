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
