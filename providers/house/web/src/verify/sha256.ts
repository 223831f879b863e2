/**
 * SHA-256 of a text's UTF-8 bytes as lower-case hex, computed in the browser so the player need not trust
 * the server's word for the commitment check. Web Crypto exists only in secure contexts (https,
 * localhost); elsewhere this answers null and the page shows the service's hash alone.
 */
export async function sha256Hex(text: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || crypto.subtle === undefined) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
