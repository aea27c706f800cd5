/** The device's IANA zone ("America/Los_Angeles"), or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "Los Angeles" for "America/Los_Angeles", "Buenos Aires" for "America/Argentina/Buenos_Aires". */
export function zonePlace(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/**
 * The zone's everyday name in words, "Pacific time", "Central European time", "India standard
 * time"; null when the browser knows it only as an offset ("GMT+05:30") or not at all.
 */
export function zoneName(zone: string, at = new Date()): string | null {
  try {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    if (!name || /^(GMT|UTC)([+-]|$)/.test(name)) return null;
    return name.replace(/ Standard Time$/, ' standard time').replace(/ Time$/, ' time');
  } catch {
    return null;
  }
}

/** Two zone names that keep the same clock now (Europe/Belfast and Europe/London): no need to ask. */
export function sameClock(a: string, b: string, at = new Date()): boolean {
  if (a === b) return true;
  try {
    const wall = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(at);
    return wall(a) === wall(b);
  } catch {
    return false;
  }
}

const dismissedKey = (zone: string) => `stride-time-zone-dismissed:${zone}`;

/** Whether "Not now" was pressed on this device for this zone (issue 39: remembered per zone). */
export function wasDismissed(zone: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(zone)) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissed(zone: string): void {
  try {
    localStorage.setItem(dismissedKey(zone), '1');
  } catch {
    // Storage refused: asked again next time, which is harmless.
  }
}
