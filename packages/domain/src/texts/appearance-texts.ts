/** The appearance setting (issue 39): light, dark, or as the device is set. */
export const APPEARANCE_TEXTS = {
  title: 'Appearance',
  intro: 'Light or dark, on this device. "System" follows your device\'s setting, day and night.',
  legend: 'Theme',
  options: { system: 'System', light: 'Light', dark: 'Dark' },
} as const;

/** The notice on Today when the device is in another time zone than the account (issue 39). */
export const TIME_ZONE_NOTICE_TEXTS = {
  /** "You seem to be in Los Angeles (Pacific time). Use it for your days?" */
  question: (place: string, zoneName: string | null) => `You seem to be in ${place}${zoneName ? ` (${zoneName})` : ''}. Use it for your days?`,
  switchTo: (place: string) => `Use ${place} time`,
  dismiss: 'Not now',
  saved: (place: string) => `Your days now follow ${place} time.`,
  failed: (error: string) => `Your time zone was not changed: ${error}`,
} as const;
