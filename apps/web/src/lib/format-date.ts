/** "25 November 2024", in the user's own time zone when given (DECISIONS.md, Time). */
export function formatLongDate(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(date);
  }
}
