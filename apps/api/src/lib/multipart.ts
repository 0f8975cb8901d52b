import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { imageErrors } from './images';

export type MultipartForm = {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
};

/**
 * Reads a whole multipart form into memory (images are bounded by maxBytes each).
 * A text part named like a file part (`images=""`, as some clients send when no file was
 * picked) is ignored, and so is an empty file part.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileFields: Record<string, number>; maxBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body.');
  }
  const form: MultipartForm = { fields: {}, files: {} };
  const maxFiles = Object.values(options.fileFields).reduce((sum, n) => sum + n, 0);
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: maxFiles + 1, fields: 40, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'file') {
        const allowed = options.fileFields[part.fieldname];
        const buffer = await part.toBuffer();
        if (allowed === undefined || buffer.length === 0) continue;
        const list = (form.files[part.fieldname] ??= []);
        if (list.length >= allowed) {
          throw new AppError('BAD_REQUEST', `At most ${allowed} file(s) in "${part.fieldname}".`);
        }
        list.push(buffer);
      } else {
        if (part.fieldname in options.fileFields) continue;
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', imageErrors.tooLarge(options.maxBytes));
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('BAD_REQUEST', 'Too many files in the form.');
    }
    // Any other limit, a client that hangs up mid-upload, or a body that is not multipart.
    throw new AppError('BAD_REQUEST', 'The form could not be read.');
  }
  return form;
}
