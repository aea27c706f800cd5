/**
 * The signed-in shell (issue 39, DECISIONS "Navigation"): the bottom bar's main sections on a
 * phone, the top bar's account menu, the sidebar's toggle and the landing page for a signed-in
 * person.
 */
export const SHELL_TEXTS = {
  /** The bottom bar's sections, in order: where a day starts, then the rest. */
  bottomNav: { today: 'Today', habits: 'Habits', coach: 'Coach', goals: 'Goals', progress: 'Progress' },
  /** The sidebar's links (section 2's names), in order. */
  /** The sidebar's heading above its links. */
  yourSpace: 'Your space',
  sidebar: { dashboard: 'Dashboard', goals: 'Goals', habits: 'Habits', analytics: 'Analytics', aiCoach: 'AI Coach' },
  /** The landmark name of the sidebar and of the bottom bar (only one is on screen). */
  sectionsLabel: 'Sections',
  menu: 'Menu',
  collapseSidebar: 'Hide the sidebar',
  expandSidebar: 'Show the sidebar',
  accountMenu: 'Account menu',
  today: 'Today',
  settings: 'Settings',
  logout: 'Logout',
  /** The landing page's calls to action for a signed-in person (in place of the sign-up ones). */
  openToday: 'Open today',
} as const;

/** The settings page at /settings (issue 39): the cards that used to sit under the dashboard. */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  subtitle: 'Reminders and emails, your account, your data and how Stride looks.',
} as const;

/** A starter habit of the first run: its name and the Create dialog's schedule for it. */
export interface StarterHabit {
  name: string;
  /** 'HH:MM' local start and end. */
  startTime: string;
  endTime: string;
  /** A daily amount, for a habit counted in units. */
  target?: { quantity: number; unit: string };
}

/**
 * The first run (issue 39): five everyday habits, each daily at a time that suits it (morning
 * ones early and short, the walk at lunch, reading at night, water across the day as an amount).
 */
export const STARTER_HABITS: readonly StarterHabit[] = [
  { name: 'Drink water', startTime: '08:00', endTime: '20:00', target: { quantity: 8, unit: 'glasses' } },
  { name: 'Stretch', startTime: '07:00', endTime: '07:10' },
  { name: 'Meditate', startTime: '07:15', endTime: '07:25' },
  { name: 'Walk', startTime: '12:30', endTime: '13:00' },
  { name: 'Read', startTime: '21:00', endTime: '21:20' },
];

/**
 * The starter habits' words (issue 54): their names in STARTER_HABITS' order (what a habit is
 * called when added) and their units, so another language can write them.
 */
export const STARTER_HABIT_TEXTS = {
  names: ['Drink water', 'Stretch', 'Meditate', 'Walk', 'Read'],
  units: { glasses: 'glasses' },
} as const;

export const FIRST_RUN_TEXTS = {
  greeting: (firstName: string) => `Welcome, ${firstName}.`,
  greetingBack: (firstName: string) => `Welcome back, ${firstName}.`,
  title: 'Welcome to Stride',
  intro: 'Set up your day in a minute: pick a habit or two, choose a reminder, and meet your coach.',
  pickTitle: '1. Pick your first habits',
  pickHelp: 'Tap to choose. Each starts today and repeats every day; change any of it later.',
  starterSchedule: (start: string, end: string, amount?: string) => `Every day, ${start}–${end}${amount ? ` · ${amount}` : ''}`,
  typeOwn: 'Or type your own',
  reminderTitle: '2. Choose a reminder',
  reminderLabel: 'Remind me by email',
  noReminder: 'No reminders',
  reminderHelp: 'For the habits you add here. Notifications on this device can be turned on in Settings.',
  coachTitle: '3. Meet your coach',
  coachText: 'Your coach can plan your week, move a habit, or keep you going. Ask it anything.',
  coachSuggestion: 'What is left for today?',
  meetCoach: 'Ask your coach',
  addPicked: (count: number) => (count === 1 ? 'Add 1 habit' : `Add ${count} habits`),
  done: 'Done',
  skip: 'Skip for now',
  adding: 'Adding...',
  added: (count: number) => (count === 1 ? 'Added 1 habit: it is on Today, ready to tick off.' : `Added ${count} habits: they are on Today, ready to tick off.`),
  failed: (error: string) => `Those habits were not added: ${error}`,
  /** The empty states' one button (issue 39 "every empty state has one button that fills it"). */
  addFirstHabit: 'Add your first habit',
  addFirstGoal: 'Add your first goal',
  /** A starter whose name a habit of the account already has (made by the coach or Quick add): not added twice. */
  alreadyAdded: 'Already in your habits',
} as const;
