#!/usr/bin/env node
/**
 * Captures the landing page's showcase pictures from the real, built app, in each language the
 * landing page has (issue 54): English into apps/web/public/showcase/, Spanish, German and French
 * into apps/web/public/showcase/<lang>/, each of the app as a person there sees it.
 *
 * Builds nothing: it expects a built web app (WEB_DIST_DIR, default apps/web/dist) and the built
 * server (apps/server/dist/main.js). For each language it starts the server on a free port with a
 * fresh data dir and no SMTP_URL (so the verification code is written to the server log), signs up
 * a demo user in headless Chromium with a browser in that language and time zone, and saves two
 * JPEGs per entry of CAPTURES: the desktop picture (1280 x 800) and the phone picture (`-phone`,
 * 390 x 640 CSS px at 2x), which the landing page shows on narrow screens. The README shows the two
 * English dashboard pictures too. The demo habits, named as a person of that language names them,
 * are made before the first picture, so no picture is of the first-run welcome.
 *
 * Every picture shows the same moment, PICTURE_TIME in the language's time zone (the server's and
 * the browser's clocks are both set to it), so a capture made on any day shows what the pictures'
 * alt texts (the landing catalogs' `showcase`) describe: that Thursday, its streaks, its habits due.
 *
 *   WEB_DIST_DIR=/tmp/landing-dist node scripts/capture-showcase.mjs [--lang es,de] [name ...]
 *
 * To add a picture, add an entry to CAPTURES with optional `prepare` (create data) and `ready`
 * (what to wait for), and the matching entry to SHOWCASE_SHOTS in
 * apps/web/src/features/landing/product-showcase.tsx.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDistDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const showcaseDir = path.join(root, 'apps/web/public/showcase');
/** The two passes: every capture is taken on a desktop, then again on a phone (same account). */
const VARIANTS = [
  { suffix: '', phone: false, context: { viewport: { width: 1280, height: 800 } }, quality: 70 },
  // A phone screen at twice the pixels, as phones show it; cropped below the fold to keep it short.
  { suffix: '-phone', phone: true, context: { viewport: { width: 390, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, quality: 60 },
];
const MAX_BYTES = 120 * 1024;
/** The moment every picture shows, on the language's own clock: a Thursday late in the morning. */
const PICTURE_TIME = '2026-11-26T10:30';

const USER = { firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com', password: 'Habit!2026x' };

/**
 * The demo habits' names in each language, as a person there would name them (the landing
 * catalogs' alt texts name the same), and the unit the water is counted in.
 */
const NAMES = {
  en: { run: 'Morning run', meditate: 'Meditate', water: 'Drink water', walk: 'Walk at lunch', read: 'Read 20 pages', yoga: 'Yoga', prep: 'Meal prep', call: 'Call Mum', stretch: 'Stretch', glasses: 'glasses' },
  es: { run: 'Correr por la mañana', meditate: 'Meditar', water: 'Beber agua', walk: 'Caminar a mediodía', read: 'Leer 20 páginas', yoga: 'Yoga', prep: 'Cocinar para la semana', call: 'Llamar a mamá', stretch: 'Estirar', glasses: 'vasos' },
  de: { run: 'Morgenlauf', meditate: 'Meditieren', water: 'Wasser trinken', walk: 'Mittagsspaziergang', read: '20 Seiten lesen', yoga: 'Yoga', prep: 'Vorkochen', call: 'Mama anrufen', stretch: 'Dehnen', glasses: 'Gläser' },
  fr: { run: 'Course du matin', meditate: 'Méditation', water: 'Boire de l’eau', walk: 'Marche du midi', read: 'Lire 20 pages', yoga: 'Yoga', prep: 'Préparer les repas', call: 'Appeler maman', stretch: 'Étirements', glasses: 'verres' },
};

/**
 * Each language's browser and what its coach conversation says. The built-in coach (no AI
 * provider here) reads English requests only and answers a request in another language with
 * "I cannot read that": so the English conversation asks in words (a habit made, then how she is
 * doing), and the others say only what it reads in any language, the person's own habit names: a
 * habit ticked off ("Meditar ✓") and an amount ("Beber agua: 5 vasos"), each answered in the
 * language. There the coach ticks off the morning's habits, so they are left open by the demo
 * data, and Stretch is one of the demo habits instead of the coach's. On a phone the chat opens
 * that conversation again (the English one asks once more), so no word of another language shows.
 */
const LANGUAGES = {
  en: {
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    coachMakesStretch: true,
    turns: (n, phone) => (phone ? ['How am I doing?'] : [`Add a habit called ${n.stretch} on Monday and Thursday at 9pm for 15 minutes`, 'How am I doing?']),
  },
  es: { locale: 'es-ES', timezoneId: 'Europe/Madrid', turns: (n, phone) => ticks(n, phone, `${n.water}: 5 vasos`) },
  de: { locale: 'de-DE', timezoneId: 'Europe/Berlin', turns: (n, phone) => ticks(n, phone, `${n.water}: 5 Gläser`) },
  // With French's space before the colon: the day's total, as in the other languages.
  fr: { locale: 'fr-FR', timezoneId: 'Europe/Paris', turns: (n, phone) => ticks(n, phone, `${n.water} : 5 verres`) },
};

/** The morning's two habits ticked off and the water brought to 5 of 8, on the desktop; the phone opens that conversation. */
function ticks(n, phone, water) {
  return phone ? [] : [`${n.run} ✓`, `${n.meditate} ✓`, water];
}

/**
 * One entry per picture. `path` is opened after sign-up; `ready(page, run)` resolves once the
 * screen shows what the picture is about; `prepare(page, run)` may create data first. `run` is the
 * language's pass: { lang, names, texts, variant, baseUrl, captures }.
 */
const CAPTURES = [
  // The coach first: its desktop conversation changes the day's habits, so every later picture of
  // both passes shows them as it left them.
  {
    name: 'coach',
    path: '/aicoach',
    prepare: (page, run) => demoHabitsOnce(page, run),
    // A real conversation with the coach (the built-in offline coach: no AI provider here).
    ready: async (page, run) => {
      const { COACH_TEXTS, COACH_CHAT_TEXTS } = run.texts;
      await page.getByRole('heading', { name: COACH_TEXTS.heading }).waitFor();
      await page.getByRole('button', { name: COACH_TEXTS.message, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: COACH_TEXTS.chatTitle });
      const input = dialog.getByRole('textbox', { name: COACH_TEXTS.inputLabel });
      const log = dialog.getByRole('log', { name: COACH_CHAT_TEXTS.log });
      const said = () => log.evaluate((el) => el.childElementCount);
      // The conversation the chat opens with (none at first; on a phone, the desktop's), then each turn's reply.
      if (run.variant.phone) await page.waitForFunction((el) => el.childElementCount > 0, await log.elementHandle());
      else await dialog.getByText(COACH_TEXTS.emptyChatBuiltIn).waitFor();
      let messages = await said();
      for (const message of LANGUAGES[run.lang].turns(run.names, run.variant.phone)) {
        await input.fill(message);
        await input.press('Enter');
        messages += 2;
        await page.waitForFunction(({ el, count }) => el.childElementCount >= count, { el: await log.elementHandle(), count: messages });
      }
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    // Today as home (issue 39): the day's habit rows, some done, water part-way, Yoga any time.
    // The demo habits exist before the picture, so the first-run welcome is never what it shows.
    prepare: demoHabitsOnce,
    ready: async (page, { texts, names }) => {
      const today = page.getByRole('list', { name: texts.TODAY_TEXTS.listLabel });
      await today.getByRole('button', { name: new RegExp(`^${escape(names.water)}`) }).waitFor();
      await today.getByRole('button', { name: new RegExp(`^${escape(names.run)}`), pressed: true }).waitFor();
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'habits',
    path: '/habits',
    prepare: demoHabitsOnce,
    ready: async (page, { texts, variant }) => {
      const { HABITS_TEXTS } = texts;
      const calendar = page.getByRole('region', { name: HABITS_TEXTS.scheduleView });
      if (variant.phone) {
        // A phone's calendar opens on its agenda: the days ahead, each habit with its time and mark.
        await calendar.getByRole('button', { name: HABITS_TEXTS.viewLabels.agenda, exact: true }).waitFor();
      } else {
        // The day: every habit at its time, in its colour, done or to do (a month of nine habits is
        // mostly "+4 more", and a week squeezes them beside the day-long water).
        await calendar.getByRole('button', { name: HABITS_TEXTS.viewLabels.day, exact: true }).click();
        await calendar.locator('.rbc-time-view .rbc-event').first().waitFor();
      }
      // Below the sticky navigation bar (64 px).
      await calendar.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      await page.mouse.move(0, 0);
    },
  },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `local` ('YYYY-MM-DDTHH:MM') on the clocks of `timeZone`, as an instant (ms). */
function zonedInstant(local, timeZone) {
  const guess = Date.parse(`${local}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(guess)
      .map((part) => [part.type, part.value]),
  );
  const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return guess - (shown - guess);
}

/**
 * The server's clock moved by SHOWCASE_CLOCK_OFFSET_MS before it starts (its `Date`, which the
 * database's now() reads too): time runs on from PICTURE_TIME as it does in the browser.
 */
const SHIFTED_CLOCK = `data:text/javascript,${encodeURIComponent(`
const Real = Date;
const offset = Number(process.env.SHOWCASE_CLOCK_OFFSET_MS);
function Shifted(...args) {
  if (!new.target) return new Real(Real.now() + offset).toString();
  return args.length ? new Real(...args) : new Real(Real.now() + offset);
}
Shifted.prototype = Real.prototype;
Shifted.now = () => Real.now() + offset;
Shifted.parse = Real.parse;
Shifted.UTC = Real.UTC;
globalThis.Date = Shifted;
`)}`;

let demoHabitsMade = false;
async function demoHabitsOnce(page, run) {
  if (!demoHabitsMade) await createDemoHabits(page, run);
  demoHabitsMade = true;
}

async function startServer(clockOffset) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-showcase-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: webDistDir, SHOWCASE_CLOCK_OFFSET_MS: String(clockOffset) };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', SHIFTED_CLOCK, serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));

  // Two minutes: a loaded machine (a CI run beside it) has taken over one to start it.
  const deadline = Date.now() + 120_000;
  for (;;) {
    let failure = null;
    if (child.exitCode !== null) failure = `server exited (${child.exitCode})`;
    else if (Date.now() > deadline) failure = 'server did not become healthy';
    if (failure) {
      if (child.exitCode === null) child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`${failure}:\n${log}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the log mailer's line `... To: <email> ... CODE: 123456` written after `fromOffset`. */
async function readCode(server, email, fromOffset) {
  const pattern = new RegExp(`To: ${escape(email)}[^\\n]*?CODE: (\\d{6})`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const match = pattern.exec(server.log().slice(fromOffset));
    if (match) return match[1];
    if (Date.now() > deadline) throw new Error(`no verification code for ${email} in the server log:\n${server.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs up on the language's own sign-up page, as a person there would, with its labels. */
async function signUp(page, server, { signup, texts, signupPath }) {
  await page.goto(`${server.baseUrl}${signupPath}`);
  await page.getByRole('textbox', { name: signup.firstName, exact: true }).fill(USER.firstName);
  await page.getByRole('textbox', { name: signup.lastName, exact: true }).fill(USER.lastName);
  await page.getByRole('textbox', { name: signup.email, exact: true }).fill(USER.email);
  await page.getByLabel(new RegExp(`^${escape(signup.password)}\\s*\\*?$`)).fill(USER.password);
  await page.getByRole('checkbox').check();
  const logOffset = server.log().length;
  await page.getByRole('button', { name: signup.submit }).click();
  await page.waitForURL((url) => url.pathname === '/verify-email');
  const code = await readCode(server, USER.email, logOffset);
  await page.getByRole('textbox', { name: texts.VERIFY_EMAIL_TEXTS.codeLabel, exact: true }).fill(code);
  await page.getByRole('button', { name: texts.VERIFY_EMAIL_TEXTS.verifyButton }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/**
 * Four weeks of habits, made through the API as the app's own forms send them (the forms are not
 * what these pictures are about): timed habits across the day, an amount (8 glasses of water),
 * one kept 3 times a week (Today's "Any time"), two weekly ones for the calendar, and their history:
 * most past days done, a few missed, and today part-way: in English two done and 5 of 8 glasses;
 * elsewhere 3 glasses, and the coach's conversation does the rest (LANGUAGES).
 */
async function createDemoHabits(page, { baseUrl, names, lang, captures }) {
  // The morning's habits are ticked off by the coach's conversation where it does that (LANGUAGES).
  const coachDoesToday = !LANGUAGES[lang].coachMakesStretch && captures.some((capture) => capture.name === 'coach');
  await page.goto(`${baseUrl}/habits`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async ({ n, coachMakesStretch, coachDoesToday }) => {
    const headers = { 'Content-Type': 'application/json', 'Client-Type': 'web' };
    const send = async (method, url, body) => {
      const res = await fetch(url, { method, headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const { user } = await (await fetch('/api/auth/check')).json();
    const day = (offset) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return d.toLocaleDateString('en-CA');
    };
    const today = day(0);
    const start = day(-27);
    // Local wall times of the browser (the account's zone), as the form sends them.
    const at = (date, time) => new Date(`${date}T${time}:00`).toISOString();
    const weekday = (n) => {
      // The first date on or after `start` that falls on weekday n (0 Sunday).
      for (let i = -27; i <= -21; i++) if (new Date(`${day(i)}T12:00:00`).getDay() === n) return day(i);
      return start;
    };
    const habits = [
      { name: n.run, from: '07:00', to: '07:30' },
      { name: n.meditate, from: '07:15', to: '07:25' },
      { name: n.water, from: '08:00', to: '20:00', target: { quantity: 8, unit: n.glasses } },
      { name: n.walk, from: '12:30', to: '13:00' },
      { name: n.read, from: '21:00', to: '21:30' },
      { name: n.yoga, from: '18:30', to: '19:15', frequency: { times: 3, period: 'week' } },
      { name: n.prep, from: '17:00', to: '18:00', recurrence: 'weekly', startDate: weekday(0) },
      { name: n.call, from: '19:00', to: '19:30', recurrence: 'weekly', startDate: weekday(3) },
      // What the English coach makes in its conversation (Mondays and Thursdays at 21:00, from today).
      ...(coachMakesStretch ? [] : [{ name: n.stretch, from: '21:00', to: '21:15', recurrence: 'custom', customRecurrence: { frequency: 'weekly', interval: 1, days: ['Monday', 'Thursday'] }, startDate: today }]),
    ];
    for (const habit of habits) {
      const date = habit.startDate ?? start;
      const body = { userId: user.id, name: habit.name, description: '', startTime: at(date, habit.from), endTime: at(date, habit.to), recurrence: habit.recurrence ?? 'daily' };
      for (const field of ['target', 'frequency', 'customRecurrence']) if (habit[field]) body[field] = habit[field];
      await send('POST', '/api/habits', body);
    }
    // History: most past days done, two missed runs and two missed walks; Yoga on
    // Mondays, Wednesdays and Saturdays; today as the header says.
    const list = await (await fetch(`/api/habits/user/${user.id}`)).json();
    for (const habit of list) {
      const past = habit.occurrences.map((o) => o.date).filter((date) => date >= start && date < today);
      const missed = new Set({ [n.run]: [past[3], past[past.length - 11]], [n.walk]: [past[6], past[15]] }[habit.name] ?? []);
      for (const date of past) {
        if (missed.has(date)) continue;
        if (habit.name === n.yoga && ![1, 3, 6].includes(new Date(`${date}T12:00:00`).getDay())) continue;
        await send('POST', `/api/habits/${habit.id}/complete`, { date });
      }
      if (!coachDoesToday && (habit.name === n.run || habit.name === n.meditate)) await send('POST', `/api/habits/${habit.id}/complete`, { date: today });
      if (habit.name === n.water) await send('POST', `/api/habits/${habit.id}/complete`, { date: today, total: coachDoesToday ? 3 : 5 });
    }
    // Not a first visit on this device either (the welcome is for an account with no habit).
    localStorage.setItem(`stride-first-run-done:${user.id}`, '1');
  }, { n: names, coachMakesStretch: Boolean(LANGUAGES[lang].coachMakesStretch), coachDoesToday });
}

/** The words a language's screens show, from the domain's texts: the selectors are the person's labels. */
async function textsOf(lang) {
  const domain = await tsImport('../packages/domain/src/index.ts', import.meta.url);
  const { SIGNUP_CATALOG } = await tsImport(`../packages/domain/src/i18n/catalogs/${lang}/signup.ts`, import.meta.url);
  // A label as the screen shows it (an apostrophe doubled for ICU, once); messages with arguments are not labels here.
  const format = (value) => (lang === 'en' || typeof value !== 'string' || value.includes('{') ? value : domain.formatMessage(value));
  const formatAll = (value) => (value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, formatAll(inner)])) : format(value));
  const app = lang === 'en' ? domain.ENGLISH_APP_TEXTS : await domain.APP_CATALOG_LOADERS[lang]();
  const pick = ({ COACH_TEXTS, COACH_CHAT_TEXTS, TODAY_TEXTS, HABITS_TEXTS, VERIFY_EMAIL_TEXTS }) => ({ COACH_TEXTS, COACH_CHAT_TEXTS, TODAY_TEXTS, HABITS_TEXTS, VERIFY_EMAIL_TEXTS });
  return { signup: formatAll(SIGNUP_CATALOG), texts: formatAll(pick(app)), signupPath: domain.localePath(lang, '/signup') };
}

/** Every picture of one language, from a server and an account of its own. */
async function captureLanguage(browser, lang, captures) {
  const { locale, timezoneId } = LANGUAGES[lang];
  const { signup, texts, signupPath } = await textsOf(lang);
  const outDir = lang === 'en' ? showcaseDir : path.join(showcaseDir, lang);
  mkdirSync(outDir, { recursive: true });
  const clockOffset = zonedInstant(PICTURE_TIME, timezoneId) - Date.now();
  const server = await startServer(clockOffset);
  demoHabitsMade = false;
  let oversized = false;
  try {
    const shared = { timezoneId, locale, reducedMotion: 'reduce' };
    let session; // the signed-up user's cookies, handed from the first pass to the next
    for (const variant of VARIANTS) {
      const context = await browser.newContext({ ...shared, ...variant.context, storageState: session });
      await context.clock.install({ time: Date.now() + clockOffset });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      if (!session) await signUp(page, server, { signup, texts, signupPath });
      const run = { lang, names: NAMES[lang], texts, variant, baseUrl: server.baseUrl, captures };

      for (const capture of captures) {
        if (capture.prepare) await capture.prepare(page, run);
        await page.goto(`${server.baseUrl}${capture.path}`);
        await page.waitForLoadState('networkidle');
        await capture.ready(page, run);
        await page.evaluate(() => document.fonts.ready);
        // A dialog still fading in (MUI's transitions ignore reduced motion) would be half see-through.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
        const file = path.join(outDir, `${capture.name}${variant.suffix}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: variant.quality });
        const bytes = statSync(file).size;
        oversized ||= bytes > MAX_BYTES;
        console.log(`${path.relative(root, file)}: ${(bytes / 1024).toFixed(1)} KB${bytes > MAX_BYTES ? ' (over the 120 KB budget)' : ''}`);
      }
      session = await context.storageState();
      await context.close();
    }
  } finally {
    await server.stop();
  }
  return oversized;
}

/** `--lang es,de` (or `--lang es --lang de`) and capture names; every language and capture without them. */
function parseArgs(argv) {
  const langs = [];
  const names = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--lang') langs.push(...(argv[++i] ?? '').split(','));
    else if (argv[i].startsWith('--lang=')) langs.push(...argv[i].slice('--lang='.length).split(','));
    else names.push(argv[i]);
  }
  const unknown = langs.filter((lang) => !LANGUAGES[lang]);
  if (unknown.length) throw new Error(`no language ${unknown.join(', ')} (have ${Object.keys(LANGUAGES).join(', ')})`);
  const captures = names.length ? CAPTURES.filter((c) => names.includes(c.name)) : CAPTURES;
  if (captures.length === 0) throw new Error(`no capture named ${names.join(', ')}`);
  return { langs: langs.length ? langs : Object.keys(LANGUAGES), captures };
}

async function main() {
  for (const required of [path.join(webDistDir, 'index.html'), serverMain]) {
    if (!existsSync(required)) throw new Error(`missing ${required}: build the web app and the server first`);
  }
  const { langs, captures } = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let oversized = false;
  try {
    for (const lang of langs) oversized = (await captureLanguage(browser, lang, captures)) || oversized;
  } finally {
    await browser.close();
  }
  if (oversized) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
