import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { imageErrors } from './images';

export type MultipartForm = {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
};

/** What a route's form may hold: its file fields with their counts, and each file's limit. */
export type FormLimits = { fileFields: Record<string, number>; maxBytes: number };

const MAX_FIELDS = 40;
const FIELD_MAX_BYTES = 64 * 1024;
/** A part's boundary and headers: a browser writes about 150 bytes. */
const PART_HEADER_BYTES = 1024;

/** Files read from one form: one past the allowed ones, so the route can name its own limit. */
const filesRead = (limits: FormLimits) =>
  Object.values(limits.fileFields).reduce((sum, n) => sum + n, 0) + 1;

/**
 * The largest body a form within `limits` takes: every file read at its limit, every text field
 * at its limit, and a kilobyte of boundary and headers for each part. A larger declared length
 * is refused (413) before a byte is read; a refused body up to it is read to its end and thrown
 * away rather than reset under the client's writes (plugins/connection-close.ts).
 */
export function formBodyLimit(limits: FormLimits): number {
  const parts = filesRead(limits) + MAX_FIELDS;
  return (
    filesRead(limits) * limits.maxBytes +
    MAX_FIELDS * FIELD_MAX_BYTES +
    (parts + 1) * PART_HEADER_BYTES
  );
}

const formTooLarge = (limit: number) =>
  `The form is too large: at most ${Math.floor(limit / 1024 / 1024)} MB.`;

/**
 * Reads a whole multipart form into memory (images are bounded by maxBytes each).
 * A text part named like a file part (`images=""`, as some clients send when no file was
 * picked) is ignored, and so is an empty file part.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: FormLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body.');
  }
  const limit = formBodyLimit(options);
  if (Number(request.headers['content-length']) > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', formTooLarge(limit));
  }
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: filesRead(options),
        fields: MAX_FIELDS,
        fieldSize: FIELD_MAX_BYTES,
      },
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
