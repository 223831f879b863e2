/** A round's instant as a date line and a time line in the reader's language and clock. */
export function dateAndTime(iso: string, language: string): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: iso, time: '' };
  return {
    date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at),
    time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(at),
  };
}
