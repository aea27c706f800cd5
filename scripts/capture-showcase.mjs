#!/usr/bin/env node
/**
 * Captures the landing page's showcase pictures from the real, built app.
 *
 * Builds nothing: it expects a built web app (WEB_DIST_DIR, default apps/web/dist) and the built
 * server (apps/server/dist/main.js). It starts the server on a free port with a fresh data dir and
 * no SMTP_URL (so the verification code is written to the server log), signs up a demo user in
 * headless Chromium, and saves two JPEGs per entry of CAPTURES into apps/web/public/showcase/: the
 * desktop picture (1280 x 800) and the phone picture (`-phone`, 390 x 640 CSS px at 2x), which the
 * landing page shows on narrow screens. The README shows the two dashboard pictures too. The demo
 * habits are made before the first picture, so no picture is of the first-run welcome.
 *
 *   WEB_DIST_DIR=/tmp/landing-dist node scripts/capture-showcase.mjs [name ...]
 *
 * To add a picture, add an entry to
 * CAPTURES with optional `prepare` (create data) and `ready` (what to wait for), and
 * the matching entry to SHOWCASE_SHOTS in apps/web/src/features/landing/product-showcase.tsx.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDistDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const outDir = path.join(root, 'apps/web/public/showcase');
/** The two passes: every capture is taken on a desktop, then again on a phone (same account). */
const VARIANTS = [
  { suffix: '', phone: false, context: { viewport: { width: 1280, height: 800 } }, quality: 70 },
  // A phone screen at twice the pixels, as phones show it; cropped below the fold to keep it short.
  { suffix: '-phone', phone: true, context: { viewport: { width: 390, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, quality: 60 },
];
const MAX_BYTES = 120 * 1024;

const USER = { firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com', password: 'Habit!2026x' };

/**
 * One entry per picture. `path` is opened after sign-up; `ready(page, variant)` resolves once the
 * screen shows what the picture is about; `prepare(page, baseUrl)` may create data first.
 */
const CAPTURES = [
  // The coach first: its desktop conversation adds a habit (Stretch), so every later picture of
  // both passes shows the same habits.
  {
    name: 'coach',
    path: '/aicoach',
    prepare: (page, baseUrl) => demoHabitsOnce(page, baseUrl),
    // A real conversation with the coach (the built-in offline coach: no AI provider here).
    ready: async (page, variant) => {
      await page.getByRole('heading', { name: 'AI Coach' }).waitFor();
      await page.getByRole('button', { name: 'Message', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Chat with your AI Coach' });
      const input = dialog.getByRole('textbox', { name: 'Message your coach' });
      // The desktop conversation creates a habit; the phone one (after it) only asks for progress.
      const turns = variant.phone
        ? [['How am I doing?', 'Your progress:']]
        : [
            ['Add a habit called Stretch on Monday and Thursday at 9pm for 15 minutes', 'Created the habit "Stretch"'],
            ['How am I doing?', 'Your progress:'],
          ];
      for (const [message, reply] of turns) {
        await input.fill(message);
        await input.press('Enter');
        await dialog.getByText(reply).first().waitFor();
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
    ready: async (page) => {
      const today = page.getByRole('list', { name: "Today's habits" });
      await today.getByRole('button', { name: /^Drink water/ }).waitFor();
      await today.getByRole('button', { name: /^Morning run/, pressed: true }).waitFor();
      await page.mouse.move(0, 0);
    },
  },
  {
    name: 'habits',
    path: '/habits',
    prepare: demoHabitsOnce,
    // The calendar fills the picture: scrolled so the 'Schedule View' card starts at the top.
    ready: async (page, variant) => {
      if (variant.phone) {
        // A phone shows the day: today's rows with their check-offs, scrolled to below the top bar.
        const todayList = page.getByRole('list', { name: 'Today', exact: true });
        await todayList.getByRole('button', { pressed: true }).first().waitFor();
        await page.getByRole('heading', { name: 'Today', exact: true }).evaluate((el) => window.scrollTo(0, el.closest('section').getBoundingClientRect().top + window.scrollY - 72));
        await page.mouse.move(0, 0);
        return;
      }
      // The day: every habit at its time, in its colour, done or to do (a month of nine habits is
      // mostly "+4 more", and a week squeezes them beside the day-long water).
      const calendar = page.getByRole('region', { name: 'Schedule View' });
      await calendar.getByRole('button', { name: 'Day', exact: true }).click();
      await calendar.locator('.rbc-time-view .rbc-event').first().waitFor();
      // Below the sticky navigation bar (64 px).
      await calendar.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    },
  },
];

let demoHabitsMade = false;
async function demoHabitsOnce(page, baseUrl) {
  if (!demoHabitsMade) await createDemoHabits(page, baseUrl);
  demoHabitsMade = true;
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-showcase-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: webDistDir };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));

  const deadline = Date.now() + 60_000;
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
  const pattern = new RegExp(`To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\n]*?CODE: (\\d{6})`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const match = pattern.exec(server.log().slice(fromOffset));
    if (match) return match[1];
    if (Date.now() > deadline) throw new Error(`no verification code for ${email} in the server log:\n${server.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signUp(page, server) {
  await page.goto(`${server.baseUrl}/signup`);
  await page.getByLabel('First Name').fill(USER.firstName);
  await page.getByLabel('Last Name').fill(USER.lastName);
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(USER.password);
  await page.getByRole('checkbox').check();
  const logOffset = server.log().length;
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL((url) => url.pathname === '/verify-email');
  const code = await readCode(server, USER.email, logOffset);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/**
 * Four weeks of habits, made through the API as the app's own forms send them (the forms are not
 * what these pictures are about): timed habits across the day, an amount (8 glasses of water),
 * one kept 3 times a week (Today's "Any time"), two weekly ones for the calendar, and their history:
 * most past days done, a few missed, and today part-way (two done, 5 of 8 glasses).
 */
async function createDemoHabits(page, baseUrl) {
  await page.goto(`${baseUrl}/habits`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
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
      { name: 'Morning run', from: '07:00', to: '07:30' },
      { name: 'Meditate', from: '07:15', to: '07:25' },
      { name: 'Drink water', from: '08:00', to: '20:00', target: { quantity: 8, unit: 'glasses' } },
      { name: 'Walk at lunch', from: '12:30', to: '13:00' },
      { name: 'Read 20 pages', from: '21:00', to: '21:30' },
      { name: 'Yoga', from: '18:30', to: '19:15', frequency: { times: 3, period: 'week' } },
      { name: 'Meal prep', from: '17:00', to: '18:00', recurrence: 'weekly', startDate: weekday(0) },
      { name: 'Call Mum', from: '19:00', to: '19:30', recurrence: 'weekly', startDate: weekday(3) },
    ];
    for (const habit of habits) {
      const date = habit.startDate ?? start;
      const body = { userId: user.id, name: habit.name, description: '', startTime: at(date, habit.from), endTime: at(date, habit.to), recurrence: habit.recurrence ?? 'daily' };
      if (habit.target) body.target = habit.target;
      if (habit.frequency) body.frequency = habit.frequency;
      await send('POST', '/api/habits', body);
    }
    // History: most past days done, two missed runs and two missed walks; Yoga on
    // Mondays, Wednesdays and Saturdays; today two done and water part-way.
    const list = await (await fetch(`/api/habits/user/${user.id}`)).json();
    for (const habit of list) {
      const past = habit.occurrences.map((o) => o.date).filter((date) => date >= start && date < today);
      const missed = new Set({ 'Morning run': [past[3], past[past.length - 11]], 'Walk at lunch': [past[6], past[15]] }[habit.name] ?? []);
      for (const date of past) {
        if (missed.has(date)) continue;
        if (habit.name === 'Yoga' && ![1, 3, 6].includes(new Date(`${date}T12:00:00`).getDay())) continue;
        await send('POST', `/api/habits/${habit.id}/complete`, { date });
      }
      if (habit.name === 'Morning run' || habit.name === 'Meditate') await send('POST', `/api/habits/${habit.id}/complete`, { date: today });
      if (habit.name === 'Drink water') await send('POST', `/api/habits/${habit.id}/complete`, { date: today, total: 5 });
    }
    // Not a first visit on this device either (the welcome is for an account with no habit).
    localStorage.setItem(`stride-first-run-done:${user.id}`, '1');
  });
}

async function main() {
  for (const required of [path.join(webDistDir, 'index.html'), serverMain]) {
    if (!existsSync(required)) throw new Error(`missing ${required}: build the web app and the server first`);
  }
  const only = process.argv.slice(2);
  const captures = only.length ? CAPTURES.filter((c) => only.includes(c.name)) : CAPTURES;
  if (captures.length === 0) throw new Error(`no capture named ${only.join(', ')}`);
  mkdirSync(outDir, { recursive: true });

  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let oversized = false;
  try {
    const shared = { timezoneId: 'Europe/London', locale: 'en-GB', reducedMotion: 'reduce' };
    let session; // the signed-up user's cookies, handed from the first pass to the next
    for (const variant of VARIANTS) {
      const context = await browser.newContext({ ...shared, ...variant.context, storageState: session });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      if (!session) await signUp(page, server);

      for (const capture of captures) {
        if (capture.prepare) await capture.prepare(page, server.baseUrl);
        await page.goto(`${server.baseUrl}${capture.path}`);
        await page.waitForLoadState('networkidle');
        await capture.ready(page, variant);
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
    await browser.close();
    await server.stop();
  }
  if (oversized) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
