/**
 * A time zone as a person reads it in their language (issue 54): the zone's generic name as `Intl`
 * writes it, then its place from the ID, "hora de Europa central (Madrid)" for "Europe/Madrid".
 * The ID itself when `Intl` has no name for the zone but the ID (or its offset only).
 *
 * The name is the one the zone has `at` (now, unless told): a zone's name follows its history, and
 * at date 0 Lisbon kept Central European time and Kyiv Moscow's (1970's names, not today's).
 */
export function timeZoneLabel(zone: string, locale: string, at: Date | number = Date.now()): string {
  const place = (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return zone;
  }
  return name && name !== zone ? `${name} (${place})` : zone;
}
