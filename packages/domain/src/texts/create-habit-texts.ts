/**
 * Issue 51 (decision 051): Create New Habit starts from the kind and asks only what that kind
 * needs; the rest is behind "More options". The spec's fields (name, description, start date,
 * start and end time, recurrence) keep their labels.
 */
export const CREATE_HABIT_TEXTS = {
  kindLegend: 'What kind of habit?',
  kinds: { build: 'Build', limit: 'Limit', quit: 'Quit' },
  kindHelp: {
    build: 'Something to do: a run, vitamins, 8 glasses of water.',
    limit: 'Something to keep under a limit: at most 2 coffees a day.',
    quit: 'Something to stop: no sugar, no smoking.',
  },
  /** The limit's amount: "At most" [2] [coffees] "a day". */
  limitAmountLabel: 'At most',
  limitUnitLabel: 'Of what, a day',
  limitUnitPlaceholder: 'coffees, beers, hours of TV',
  /** The disclosure of the less-used fields (open by itself when one of them is filled in). */
  moreOptions: 'More options',
  moreOptionsHelp: 'Description, colour, end date, times of day, cue, goal, area and reminders.',
  /** A limit's or a quit habit's times are behind More options: it is kept all day. */
  limitTimesHelp: 'Kept all day; the times only place it on the calendar.',
} as const;
