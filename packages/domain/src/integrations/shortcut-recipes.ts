import { API_ROUTES } from '../contract/routes.js';

/**
 * Issue 52: ticking off a habit from outside the app — a home-screen button, a Health or workout
 * automation, an NFC tag — through iOS Shortcuts or an Android HTTP-request shortcut app, with a
 * personal access token (`write`) and one request each. The /integrations page prints these
 * requests and a test sends exactly them, so the recipe people copy is the one that was run.
 */
export interface ShortcutRequest {
  readonly method: 'POST';
  /** With `{habitId}` for the habit the shortcut is for. */
  readonly path: string;
  /** The JSON body, with `{today}` for the day's date (YYYY-MM-DD) the shortcut app fills in. */
  readonly body: Readonly<Record<string, string | number>>;
}

export type ShortcutRecipeId = 'tick' | 'addOne' | 'workout';

export interface ShortcutRecipe {
  readonly id: ShortcutRecipeId;
  readonly title: string;
  readonly request: ShortcutRequest;
  /** The steps in iOS Shortcuts and in an Android HTTP-shortcut app. */
  readonly ios: readonly string[];
  readonly android: readonly string[];
}

const completePath = API_ROUTES.habits.complete.path.replace(':id', '{habitId}');
const DATE_IOS = 'Add a "Format Date" action: Current Date, Custom format yyyy-MM-dd; use its result as {today}.';
const DATE_ANDROID = 'Add a variable "today" of type Date/Time with format yyyy-MM-dd, and use it as {today}.';

export const SHORTCUT_RECIPES: readonly ShortcutRecipe[] = [
  {
    id: 'tick',
    title: 'Tick off a habit from the home screen',
    request: { method: 'POST', path: completePath, body: { date: '{today}' } },
    ios: [DATE_IOS, 'Add "Get Contents of URL": the address below, Method POST, Headers Authorization: Bearer <token>, Request Body JSON with the fields below.', 'Share › Add to Home Screen.'],
    android: [DATE_ANDROID, 'New shortcut: Method POST, the address below, header Authorization: Bearer <token>, body type JSON with the fields below.', 'Place it on the home screen as a widget or shortcut.'],
  },
  {
    id: 'addOne',
    title: 'Add one to a habit with an amount (a glass of water, a page)',
    request: { method: 'POST', path: completePath, body: { date: '{today}', value: 1 } },
    ios: [DATE_IOS, 'As above, with the body below: value is added to the day; the day is done once it reaches the target.'],
    android: [DATE_ANDROID, 'As above, with the body below: value is added to the day; the day is done once it reaches the target.'],
  },
  {
    id: 'workout',
    title: 'Complete a habit when a workout ends, or on an NFC tag',
    request: { method: 'POST', path: completePath, body: { date: '{today}' } },
    ios: ['Shortcuts › Automation › New: "Workout" (Apple Watch, when it ends) or "NFC" (scan the tag once).', 'Run the tick-off actions above; turn off "Ask Before Running".'],
    android: ['In an automation app (Tasker, MacroDroid), on "workout ended" or an NFC tag, run the shortcut above.'],
  },
];

/** The request of a recipe for one habit on one day, as the shortcut app sends it. */
export function fillShortcutRequest(request: ShortcutRequest, values: { habitId: string; today: string }): { method: 'POST'; path: string; body: Record<string, string | number> } {
  const fill = (text: string) => text.replace('{habitId}', values.habitId).replace('{today}', values.today);
  return { method: request.method, path: fill(request.path), body: Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v])) };
}
