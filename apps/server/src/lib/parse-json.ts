/** JSON text → value, or undefined when it is not JSON (the caller's schema then refuses it). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
