/** Escapes plain text for the HTML bodies of dialogs (ConfirmDialog takes HTML). */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
