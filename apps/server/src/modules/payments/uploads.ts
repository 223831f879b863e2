import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@tala/contract/payments/paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

export type TImageUpload = { bytes: Buffer; ext: 'png' | 'jpg' };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The file's own first bytes decide its type; the client's name and content type are ignored. */
export function imageKind(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpg';
  return null;
}

/**
 * Reads the one image of a multipart request (limits: 1 file, 5 MB, set where multipart is
 * registered). Oversize → PAYLOAD_TOO_LARGE (the plugin's 413), not png/jpg → PAY_UPLOAD_INVALID.
 */
export async function readImageUpload(request: FastifyRequest): Promise<TImageUpload | null> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch (error) {
    throw mapMultipartError(error);
  }
  if (!file) return null;
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw mapMultipartError(error);
  }
  if (bytes.length === 0) return null;
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const ext = imageKind(bytes);
  if (!ext) throw new AppError('PAY_UPLOAD_INVALID');
  return { bytes, ext };
}

/**
 * Reads the images and short fields of a multipart request (limits set where multipart is registered): every
 * file must be a png or jpg of at most 5 MB and non-empty, or the request is refused with PAY_UPLOAD_INVALID /
 * PAYLOAD_TOO_LARGE; more than `maxFiles` is refused by the parser's own file limit.
 */
export async function readImageUploads(
  request: FastifyRequest,
  maxFiles: number,
): Promise<{ images: TImageUpload[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const images: TImageUpload[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length > UPLOAD_MAX_BYTES || part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
      const ext = imageKind(bytes);
      if (!ext) throw new AppError('PAY_UPLOAD_INVALID');
      images.push({ bytes, ext });
      if (images.length > maxFiles)
        throw new AppError('UPLOAD_TOO_MANY_FILES', { params: { max: maxFiles } });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A file over 5 MB is the image's fault, said as such (not "request too large").
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAY_UPLOAD_INVALID');
    throw mapMultipartError(error);
  }
  return { images, fields };
}

/**
 * Reading the parts only parses the caller's bytes, so a failure there is the caller's: the parser's
 * own errors (busboy: "Unexpected end of multipart data", a missing boundary, …) carry no status and
 * are a malformed request, not a server error.
 */
function mapMultipartError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === undefined || status < 500) return new AppError('MALFORMED_REQUEST');
  return error;
}

/**
 * Stores an upload under `${dataDir}/uploads/<merchant>/<kind>/` (outside the web root) with a
 * server-generated name; returns the name relative to the uploads directory.
 */
export async function storeUpload(
  dataDir: string,
  input: {
    merchantId: number;
    kind: 'deposit-receipts' | 'withdrawal-proofs' | 'promotion-applications' | 'feedback-screenshots';
    upload: TImageUpload;
  },
): Promise<string> {
  const relative = path.join(
    String(input.merchantId),
    input.kind,
    `${Date.now()}-${randomBytes(12).toString('hex')}.${input.upload.ext}`,
  );
  const absolute = path.join(path.resolve(dataDir), 'uploads', relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, input.upload.bytes, { flag: 'wx', mode: 0o600 });
  return relative;
}

/**
 * Deletes a stored upload: the one a re-upload replaced (after the new one is committed), or a new one
 * whose row could not be written. The name is checked to stay inside the uploads directory; a file
 * already gone is fine.
 */
export async function deleteStoredUpload(dataDir: string, relative: string): Promise<void> {
  const root = path.join(path.resolve(dataDir), 'uploads');
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(`${root}${path.sep}`)) return;
  await rm(absolute, { force: true });
}

/**
 * Reads back a stored upload for staff review. The name comes from our own database, but it is still
 * resolved and checked to stay inside the uploads directory; the type is decided by the bytes again.
 */
export async function readStoredUpload(dataDir: string, relative: string): Promise<TImageUpload> {
  const root = path.join(path.resolve(dataDir), 'uploads');
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(`${root}${path.sep}`)) throw new AppError('NOT_FOUND');
  const bytes = await readFile(absolute).catch(() => null);
  const ext = bytes ? imageKind(bytes) : null;
  if (!bytes || !ext) throw new AppError('NOT_FOUND');
  return { bytes, ext };
}

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** A player's upload served to staff as an inert image: no sniffing, no scripts, never cached by a proxy. */
export function sendStoredImage(reply: FastifyReply, image: TImageUpload) {
  return reply
    .header('content-type', IMAGE_TYPES[image.ext])
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'")
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}
