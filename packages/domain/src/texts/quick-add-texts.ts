/** Words as the person wrote them, each in quotes: '“daily-ish”, “soonish”'. */
const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(', ');

/** Texts of the Quick add box on the Habit Tracker page (issue 24): one line read into a habit. */
export const QUICK_ADD_TEXTS = {
  label: 'Quick add',
  placeholder: 'Try "Gym Mon Thu 6-7pm" or "Read 20 pages every night at 9"',
  add: 'Add habit',
  moreOptions: 'More options',
  /** How the box works, read with the field. */
  hint: 'Press Enter to add it, or More options for everything else.',
  /** The same where there is no More options (the first run, issue 39). */
  hintEnterOnly: 'Press Enter to add it; change anything later on the Habits page.',
  /** The preview's name line when the phrase names none. */
  noName: 'Add a name, like “Gym”',
  /** The times when the phrase gives none (the defaults of quick-add-values.ts). */
  defaultTimes: (range: string) => `${range} (no time given)`,
  startsOn: (date: string) => `Starts ${date}`,
  nextDates: (dates: readonly string[]) => `Next: ${dates.join(', ')}`,
  noNextDates: 'No dates in the next four years.',
  notUnderstood: (words: readonly string[]) => `I didn't understand: ${quoted(words)}`,
  added: (name: string) => `Added ${name}.`,
  // Why Enter did not add anything.
  emptyText: 'Type a habit first, like "Gym Mon Thu 6-7pm".',
  needsName: 'Add a name for the habit, like "Gym Mon Thu 6-7pm".',
  fixNotUnderstood: (words: readonly string[]) => `Not added: I didn't understand ${quoted(words)}. Change or remove those words, or use More options.`,
  fixValue: (problem: string) => `Not added: ${problem} Use More options to change it.`,
  failed: (error: string) => `The habit was not added: ${error}`,
} as const;
