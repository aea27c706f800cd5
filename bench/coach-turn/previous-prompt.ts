// The coach's system prompt as it was before issue 37 (commit 5c8d6d6), kept as the bench's baseline:
// the same records, in the format a turn sent then (full ids, every field of every habit).
import { COACH_UNDO_DAYS, COACH_WRITES_PER_TURN, PRODUCT_NAME, WEEKDAY_NAMES, formatDate, formatPercent, toEpochDay, weekdayOf } from '@stride/domain';
import type { CoachSnapshot } from '../../apps/server/src/modules/coach/coach-snapshot.js';

/**
 * The model's instructions and the user's records, read from the database on every turn
 * (DECISIONS.md, Coach: the client's context is never trusted).
 */
export function previousSystemPrompt(s: CoachSnapshot, { opening }: { opening: boolean }): string {
  const weekday = WEEKDAY_NAMES[weekdayOf(toEpochDay(s.today))];
  const habits = s.habits.length
    ? s.habits
        .map((h) => {
          const rate = h.successRate === null ? 'n/a' : formatPercent(h.successRate);
          const today = h.doneToday === null ? 'not scheduled today' : h.doneToday ? 'done today' : 'due today';
          return `- id=${h.id} "${h.name}", ${h.schedule}, streak ${h.completionStreak} (best ${h.bestStreak}), success ${rate}, ${today}${h.goalId ? `, goal id=${h.goalId}` : ''}${h.target ? `, target ${h.target.quantity} ${h.target.unit} a day` : ''}${h.archived ? ', archived' : ''}`;
        })
        .join('\n')
    : '(none)';
  const goals = s.goals.length ? s.goals.map((g) => `- id=${g.id} "${g.name}"${g.description ? `: ${g.description}` : ''}`).join('\n') : '(none)';
  return [
    `You are the ${PRODUCT_NAME} AI coach: warm, practical and brief. You help ${s.firstName} build habits and reach goals.`,
    'Answer in two to four short sentences of plain text (no markdown): replies may be spoken aloud.',
    'Use the functions to create, change or delete habits, goals and the vision when the user asks; ask one short question when a detail you need is missing, and never invent ids.',
    'Times are local 24-hour HH:MM and dates YYYY-MM-DD, in the user’s zone; use the functions’ values exactly as listed. After a function runs, say plainly what changed.',
    `Make at most ${COACH_WRITES_PER_TURN} changes in one turn; for more, say what is left and ask the user to confirm. Always say what you deleted, by name: the user can undo a delete for ${COACH_UNDO_DAYS} days.`,
    opening ? `Greet ${s.firstName} by name in one sentence and ask what they would like to work on today.` : '',
    '',
    `Today is ${weekday} ${s.today} (${s.timezone}); tomorrow is ${formatDate(toEpochDay(s.today) + 1)}.`,
    `Vision: ${s.vision ? `id=${s.vision.id} "${s.vision.text}"` : '(not set)'}`,
    `Goals:\n${goals}`,
    `Habits:\n${habits}`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}
