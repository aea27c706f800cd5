import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueAnchorProblem, cueSchema, promptedFirst, type CuedHabit } from './cue.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

describe('cues (issue 40, decision 034)', () => {
  it('an anchor must be another of the owner’s habits, and cues never go round in a circle', () => {
    const habits: CuedHabit[] = [{ id: A, cue: { afterHabitId: B } }, { id: B, cue: { afterHabitId: C } }, { id: C }];
    expect(cueAnchorProblem(habits, C, A)).toBe('anchorCycle');
    expect(cueAnchorProblem(habits, C, B)).toBe('anchorCycle');
    expect(cueAnchorProblem(habits, A, A)).toBe('anchorSelf');
    expect(cueAnchorProblem(habits, A, '00000000-0000-4000-8000-0000000000ff')).toBe('anchorInvalid');
    expect(cueAnchorProblem(habits, A, C)).toBeNull();
    expect(cueAnchorProblem(habits, null, A)).toBeNull();
  });

  it('after any accepted anchor, following the cues from any habit ends without coming back', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(7), fc.nat(7)), { maxLength: 30 }), (links) => {
        const habits: CuedHabit[] = Array.from({ length: 8 }, (_, i) => ({ id: `h${i}` }));
        for (const [from, to] of links) {
          if (cueAnchorProblem(habits, `h${from}`, `h${to}`) === null) habits[from]!.cue = { afterHabitId: `h${to}` };
        }
        for (const start of habits) {
          const seen = new Set<string>();
          for (let at: string | undefined = start.id; at; at = habits.find((h) => h.id === at)?.cue?.afterHabitId) {
            expect(seen.has(at)).toBe(false);
            seen.add(at);
          }
        }
      }),
    );
  });

  it('takes text of 1 to 200 characters and needs an anchor or text', () => {
    expect(cueSchema.parse({ text: '  After I pour my coffee ' })).toEqual({ text: 'After I pour my coffee' });
    expect(cueSchema.safeParse({ text: '' }).success).toBe(false);
    expect(cueSchema.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
    expect(cueSchema.safeParse({}).success).toBe(false);
  });

  it('a habit whose anchor is done (and which is not) moves to the top; the rest keep their order', () => {
    const list = [{ id: 'coffee' }, { id: 'run' }, { id: 'meditate', cue: { afterHabitId: 'coffee' } }, { id: 'stretch', cue: { afterHabitId: 'run' } }];
    const done = new Set(['coffee']);
    expect(promptedFirst(list, (h) => done.has(h.id)).map((h) => h.id)).toEqual(['meditate', 'coffee', 'run', 'stretch']);
    done.add('meditate');
    expect(promptedFirst(list, (h) => done.has(h.id)).map((h) => h.id)).toEqual(['coffee', 'run', 'meditate', 'stretch']);
  });
});
