/** Texts of several-times-a-day habits and cues (issue 40, docs/decisions/034). */
export const TIMES_AND_CUES_TEXTS = {
  /** A slot's name on Today and the calendar: "Vitamins · 08:00". */
  slotName: (name: string, time: string) => `${name} · ${time}`,
  /** Beside a habit with a cue in words. */
  cueText: (text: string) => text,
  /** Beside a habit stacked on another, without words of its own. */
  afterHabit: (anchorName: string) => `After ${anchorName}`,
  /** Today, once the anchor is done. */
  promptedNow: 'Up next',
  /** "2 of 3 times" beside a several-times-a-day habit. */
  timesDone: (done: number, all: number) => `${done} of ${all} times`,

  // The habit form.
  timesOfDayLabel: 'Several times a day',
  timesOfDayHelp: 'One check-off at each time, like 08:00 and 20:00. The day is done when every time is.',
  addTime: 'Add a time',
  removeTime: (time: string) => `Remove ${time}`,
  cueLabel: 'Cue',
  cueHelp: 'What this habit follows, in your words ("After I pour my coffee"), or another habit.',
  cueTextLabel: 'After…',
  cueAnchorLabel: 'After another habit',
  noAnchor: 'None',

  // The prompt sent when the anchor is done.
  promptTitle: (name: string) => `Next: ${name}`,
  promptBody: (anchorName: string, cue: string | undefined) => (cue ? `${cue}: you just did ${anchorName}.` : `You just did ${anchorName}.`),
  promptEmailSubject: (name: string, anchorName: string) => `${anchorName} done: now ${name}`,
  promptEmailLine: (name: string, anchorName: string) => `You just did ${anchorName}. Next: ${name}.`,
} as const;
