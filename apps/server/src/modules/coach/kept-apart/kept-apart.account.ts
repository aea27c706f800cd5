import type { Day, Weekday } from './kept-apart.types.js';

/**
 * Issue 50: the person the kept-apart table talks as. Sam, in London, on Wednesday 9 December 2026
 * at 10:00 local time (the app's clock for the whole case). The harness makes this account through
 * the API before each case (or restores a copy of it), so each case starts from the same records.
 */
export const KEPT_APART_NOW = '2026-12-09T10:00:00Z';
export const KEPT_APART_TIMEZONE = 'Europe/London';
export const KEPT_APART_PERSON = 'Sam';

export interface AccountHabit {
  name: string;
  /** Daily when left out; `days` for fixed weekdays; `everyDays` for "every N days" from `start`. */
  days?: Weekday[];
  everyDays?: number;
  /** "N times a week/month" with no fixed days. */
  perWeek?: number;
  /** Local start time and length; left out: 09:00 for 30 minutes. */
  at?: string;
  minutes?: number;
  timesOfDay?: string[];
  target?: { quantity: number; unit: string; direction: 'atLeast' | 'atMost' };
  goal?: string;
  area?: string;
  reminders?: { minutesBefore: number; channel: 'push' | 'email' }[];
  /** First day; left out: 2026-11-02. */
  start?: Day;
  endDate?: Day;
  cue?: string;
  /** Days done (before or on today). */
  done?: Day[];
  /** Totals logged by day, for habits with a target. */
  amounts?: Record<Day, number>;
  skipped?: Day[];
  paused?: { from: Day; to: Day };
  notes?: Record<Day, string>;
  archived?: boolean;
}

export const KEPT_APART_VISION = 'A calm, strong and curious life, with time for the people I love.';

export const KEPT_APART_GOALS = [
  { name: 'Run a 10k', deadline: '2027-04-30' },
  { name: 'Play a song for mum', deadline: '2027-03-01' },
  { name: 'Speak Spanish on holiday', deadline: '2027-07-01' },
  { name: 'Sleep better' },
];

export const KEPT_APART_AREAS = ['Fitness', 'Learning', 'Health'];

export const KEPT_APART_HABITS: AccountHabit[] = [
  {
    name: 'Morning run',
    days: ['Mon', 'Wed', 'Fri'],
    at: '07:00',
    minutes: 30,
    goal: 'Run a 10k',
    area: 'Fitness',
    reminders: [{ minutesBefore: 10, channel: 'push' }],
    done: ['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-02', '2026-12-04', '2026-12-07', '2026-12-09'],
  },
  {
    name: 'Gym',
    days: ['Tue', 'Thu'],
    at: '18:00',
    minutes: 60,
    area: 'Fitness',
    reminders: [
      { minutesBefore: 30, channel: 'email' },
      { minutesBefore: 15, channel: 'push' },
    ],
    done: ['2026-11-24', '2026-11-26', '2026-12-01', '2026-12-08'],
  },
  { name: 'Tennis', days: ['Sat'], at: '10:00', minutes: 90, area: 'Fitness', done: ['2026-11-28', '2026-12-05'] },
  { name: 'Squash', days: ['Sun'], at: '11:00', minutes: 60, area: 'Fitness', done: ['2026-11-29'] },
  {
    name: 'Rowing',
    perWeek: 3,
    at: '06:30',
    minutes: 40,
    area: 'Fitness',
    done: ['2026-11-30', '2026-12-02', '2026-12-04', '2026-12-07', '2026-12-08'],
  },
  { name: 'Yoga', days: ['Mon'], at: '19:00', minutes: 60, area: 'Fitness', done: ['2026-11-30', '2026-12-07'] },
  { name: 'Pilates', days: ['Thu'], at: '19:00', minutes: 50, area: 'Fitness', done: ['2026-12-03'] },
  {
    name: 'Drink water',
    target: { quantity: 8, unit: 'glasses', direction: 'atLeast' },
    amounts: { '2026-12-07': 8, '2026-12-08': 6, '2026-12-09': 3 },
    area: 'Health',
  },
  {
    name: 'Coffee',
    target: { quantity: 2, unit: 'cups', direction: 'atMost' },
    amounts: { '2026-12-07': 2, '2026-12-08': 3, '2026-12-09': 1 },
    area: 'Health',
  },
  { name: 'No smoking', target: { quantity: 0, unit: 'cigarettes', direction: 'atMost' }, amounts: { '2026-11-20': 2 }, start: '2026-11-01', area: 'Health' },
  { name: 'Piano', at: '19:30', minutes: 20, goal: 'Play a song for mum', area: 'Learning', done: ['2026-12-06', '2026-12-07', '2026-12-08'] },
  {
    name: 'Read',
    at: '21:30',
    minutes: 30,
    target: { quantity: 20, unit: 'pages', direction: 'atLeast' },
    amounts: { '2026-12-07': 25, '2026-12-08': 12 },
    area: 'Learning',
    notes: { '2026-12-07': 'Finished part one of Middlemarch' },
  },
  {
    name: 'Spanish',
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    at: '12:30',
    minutes: 15,
    goal: 'Speak Spanish on holiday',
    area: 'Learning',
    reminders: [{ minutesBefore: 5, channel: 'push' }],
    done: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-07', '2026-12-08'],
  },
  { name: 'Vitamins', timesOfDay: ['08:00', '20:00'], minutes: 5, area: 'Health', cue: 'with breakfast' },
  { name: 'Meditate', at: '07:30', minutes: 10, goal: 'Sleep better', done: ['2026-12-08', '2026-12-09'] },
  { name: 'Plan the week', days: ['Sun'], at: '18:00', minutes: 20, done: ['2026-11-29', '2026-12-06'] },
  { name: 'Walk the dog', at: '17:00', minutes: 30, done: ['2026-12-07', '2026-12-08'] },
  { name: 'Journal', at: '22:00', minutes: 10, goal: 'Sleep better', paused: { from: '2026-12-07', to: '2026-12-14' } },
  { name: 'Antibiotics', timesOfDay: ['08:00', '20:00'], minutes: 5, start: '2026-12-03', endDate: '2026-12-15', area: 'Health' },
  { name: 'Stretch', at: '07:45', minutes: 10, archived: true },
  { name: 'Water the plants', everyDays: 3, at: '08:30', minutes: 10, start: '2026-11-30', done: ['2026-11-30', '2026-12-03', '2026-12-06'] },
];
