import { describe, expect, it } from 'vitest';
import type { CoachSnapshot } from '../coach-snapshot.js';
import { interpretOffline, type OfflineAnswer } from '../offline-coach.js';
import { SNAPSHOT as BASE } from './coach-fixture.js';
import { madeWithSaidOtherwise } from './made-with.js';

/**
 * Issue 50, fifty-fourth pass: a new routine set up in single, dense sentences: a habit kept only
 * until a day or not needed after one (an end), a put-away habit taken up again (restored), an
 * amount a habit should be (its target), an area said as a label ("…, fitness area"), a thing
 * wanted with "a" and its length beside a habit of a like name (a new one), a length in the
 * singular. On the coach fixture's account (today Wednesday 25 November 2026) with two more areas;
 * sentences of my own, not the pass's.
 */
const S: CoachSnapshot = { ...BASE, areas: [...(BASE.areas ?? []), { id: 'a-health', name: 'Health' }, { id: 'a-fit', name: 'Fitness' }] };
const calls = (a: OfflineAnswer) => (a.kind === 'call' ? [{ name: a.name, args: a.args }] : a.kind === 'calls' ? a.calls : []);
const first = (said: string) => calls(interpretOffline(said, S))[0];

describe('an end said as "only until" a day or "not needed after" one', () => {
  it.each([
    ['yoga just till friday', 'h-yoga', '2026-11-27'],
    ["journal only until the 12th, then i'm done", 'h-journal', '2026-12-12'],
    ["the journal won't be needed after sunday", 'h-journal', '2026-11-29'],
    ['gym is no longer needed past the 3rd', 'h-gym', '2026-12-03'],
  ])('%s', (said, habitId, lastDate) => expect(first(said)).toEqual({ name: 'endHabit', args: { habitId, lastDate } }));
});

describe('a put-away habit taken up again', () => {
  it.each([['taking up floss again'], ["i'd really like to get back into flossing like before"]])('%s', (said) => expect(calls(interpretOffline(said, S)).map((c) => c.name)).not.toContain('createHabit'));
  it('restores it outright when asked plainly', () => expect(first('taking up floss again')).toEqual({ name: 'restoreHabit', args: { habitId: 'h-floss' } }));
  it('never restores or makes one they have that is not put away', () => expect(calls(interpretOffline('get back into yoga', S)).map((c) => c.name)).not.toContain('restoreHabit'));
});

describe('the amount a habit should be', () => {
  it.each([
    ['read should be at least 30 pages', 'h-read', 30],
    ['drink water needs to be at least 6 glasses from now', 'h-water', 6],
  ])('%s', (said, habitId, quantity) => expect(first(said)).toMatchObject({ name: 'updateHabit', args: { habitId, target: { quantity } } }));
  it('is a log when the day is said', () => expect(first('drink water should be at least 10 glasses today')?.name).not.toBe('updateHabit'));
});

describe('an area said as a label after a comma', () => {
  it.each([
    ['new habit: sit-ups sundays at 9am, fitness area', 'a-fit'],
    ['add a plank every day at 7am, health area please', 'a-health'],
  ])('%s', (said, areaId) => expect(first(said)).toMatchObject({ name: 'createHabit', args: { areaId } }));
});

describe('a thing wanted with "a" and its length, beside a habit of a like name', () => {
  it.each([
    ["i'd like a brisk walk every weekday at 1pm", 'Brisk walk'],
    ['i need a 20 minute swim on tuesdays at 7am, remind me 15 min before', 'Swim'],
    ["i'd like a 10 min spanish podcast every weekday, nudge me 5 mins before", 'Spanish podcast'],
  ])('%s', (said, name) => expect(first(said)).toMatchObject({ name: 'createHabit', args: { name } }));
  it('keeps its length and reminder', () =>
    expect(first('i need a 20 minute swim on tuesdays at 7am, remind me 15 min before')).toMatchObject({ args: { durationMinutes: 20, reminders: [{ minutesBefore: 15 }] } }));
  it('reads a hyphened length', () => expect(first('add a 5-minute breathing break every day at 3pm')).toMatchObject({ name: 'createHabit', args: { durationMinutes: 5 } }));
});

describe('a new area with its habits said otherwise', () => {
  it.each([
    ['new area: Calm. put yoga and journal in there', 'Calm'],
    ['put yoga and journal under a new area called Unwind lol', 'Unwind'],
    ['please put gym and yoga in a new area called Sweat', 'Sweat'],
  ])('%s', (said, name) => expect(first(said)).toMatchObject({ name: 'createArea', args: { name, habitIds: expect.arrayContaining([expect.any(String), expect.any(String)]) as unknown } }));
  it('leaves other words as they are', () => expect(madeWithSaidOtherwise('put yoga in the morning area')).toBe('put yoga in the morning area'));
});

describe('a goal they have, asked for with a date to reach it by', () => {
  it.each([['i want a goal to run a 10k by june'], ['new goal: sleep better this year'], ['add a goal: learn spanish by next summer']])('%s', (said) => expect(calls(interpretOffline(said, S))).toEqual([]));
  it('is a new goal when the words after the name are no date', () => expect(first('new goal: run a 10k in under 50 minutes')).toMatchObject({ name: 'createGoal' }));
});

describe('a reminder asked for after saying it keeps being missed', () => {
  it.each([
    ['I keep forgetting yoga, can you nudge me 20 min beforehand', 'h-yoga', 20],
    ['i always forget to journal, ping me half an hour before', 'h-journal', 30],
  ])('%s', (said, habitId, minutesBefore) => expect(first(said)).toMatchObject({ name: 'addReminder', args: { habitId, minutesBefore } }));
});

describe('a word for a record with a word of its own before it', () => {
  const pills: CoachSnapshot = { ...S, habits: [...S.habits, { ...S.habits[0]!, id: 'h-vit', name: 'Vitamins' }, { ...S.habits[0]!, id: 'h-anti', name: 'Antibiotics' }] };
  it.each([
    ['take my iron tablets every day at 1pm', 'Iron tablets'],
    ['allergy pills every morning at 8', 'Allergy pills'],
  ])('%s', (said, name) => expect(calls(interpretOffline(said, pills))[0]).toMatchObject({ name: 'createHabit', args: { name } }));
  it('still asks which for the word alone', () => expect(interpretOffline('took my tablets', pills)).toMatchObject({ kind: 'reply' }));
});

describe('a new thing asked for with a cue on a habit whose name it shares a word with', () => {
  it.each([
    ['add sight reading 10 min a day for my learn spanish goal, right after yoga', { name: 'Sight reading', durationMinutes: 10, goalId: 'g-spanish', cue: { afterHabitId: 'h-yoga' } }],
    ['add yoga nidra after my journal', { name: 'Yoga nidra', cue: { afterHabitId: 'h-journal' } }],
  ])('%s', (said, args) => expect(first(said)).toMatchObject({ name: 'createHabit', args }));
  it('gives a habit they have the cue when nothing else is said', () => expect(first('add yoga after journal')).toMatchObject({ name: 'updateHabit', args: { habitId: 'h-yoga' } }));
});

describe('a day after "after", whatever remark follows, is no cue', () => {
  it.each([
    ["journal won't be needed after the 20th, my sister's taking over", 'h-journal', '2026-12-20'],
    ['yoga is not needed after christmas, my gym has classes', 'h-yoga', '2026-12-25'],
  ])('%s', (said, habitId, lastDate) => expect(first(said)).toEqual({ name: 'endHabit', args: { habitId, lastDate } }));
});

describe('an amount of a thing a day, or one thing a day, opening a new habit', () => {
  it('reads "at least" and "&"', () => expect(first('eat at least 5 portions of fruit & veg a day')).toMatchObject({ name: 'createHabit', args: { recurrence: 'daily', target: { quantity: 5, unit: 'portions' } } }));
  it.each([
    ['one act of kindness a day', 'Act of kindness'],
    ['one random compliment a day until christmas', 'Random compliment'],
  ])('%s', (said, name) => expect(first(said)).toMatchObject({ name: 'createHabit', args: { name, recurrence: 'daily' } }));
});

describe('an end said as when what it is for ends', () => {
  it.each([
    ['add mock papers every weekday till my exams finish on the 15th', '2026-12-15'],
    ['add piano scales every day until the term ends friday', '2026-11-27'],
  ])('%s', (said, endDate) => expect(first(said)).toMatchObject({ name: 'createHabit', args: { endDate } }));
});

describe('a course of something else beside a course of medicine', () => {
  const meds: CoachSnapshot = { ...S, habits: [...S.habits, { ...S.habits[0]!, id: 'h-anti', name: 'Antibiotics' }] };
  it.each([['revision for my first aid course every weeknight till the course ends on the 18th'], ['pottery course homework on tuesdays at 7pm until the course ends on the 15th']])('%s', (said) =>
    expect(calls(interpretOffline(said, meds))[0]).toMatchObject({ name: 'createHabit' }));
  it('still ends the course of medicine', () => expect(calls(interpretOffline('my antibiotics course ends on the 13th now', meds))[0]).toMatchObject({ name: 'endHabit', args: { habitId: 'h-anti' } }));
});
