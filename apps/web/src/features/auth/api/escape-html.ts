/** Server messages are plain text; escape them before they go into a dialog's HTML body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
