import { UPLOAD_MAX_BYTES } from '@tala/contract/payments/paths';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * Client-side check of a receipt or proof image (seed 001 §5: png or jpg, at most 5 MB). Returns the
 * translation key of the problem, or null. The server checks the magic bytes again.
 */
export function imageProblem(file: File): 'upload.type' | 'upload.size' | null {
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  if (!IMAGE_TYPES.includes(file.type) && !byName) return 'upload.type';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.size';
  return null;
}
