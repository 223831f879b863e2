import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@tala/contract/payments/paths';
import type { FastifyRequest } from 'fastify';
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
  input: { merchantId: number; kind: 'deposit-receipts' | 'withdrawal-proofs'; upload: TImageUpload },
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
