import { z } from 'zod';
import { coachFunctionNamed, coachWords, localToday, type CoachFunction, type CoachFunctionArgs, type CoachFunctionDef, type ErrorCode } from '@stride/domain';
import type { Clock } from '../../../clock.js';
import { DomainError } from '../../../errors.js';
import { ToolError, type CoachHandler, type CoachServices, type Owner } from './coach-handler.js';
import { COACH_FUNCTIONS_SERVED } from './served.js';

export { ToolError } from './coach-handler.js';
export { describeSchedule } from './habit-for-model.js';

/** A function that ran: its name, the result the client applies (its function's schema), and the words for the person and the model. */
export interface ToolOutcome {
  name: CoachFunction;
  result: unknown;
  summary: string;
  forModel: unknown;
  /** What brings back what it destroyed (`POST /api/undo`), when it destroyed something. */
  undoId?: string;
}

/** A function that ran as every client is told it: a turn's `functionCalls`, a stream's or a voice call's `function` event (domain `functionCallShape`). */
export const ranCall = (outcome: ToolOutcome) => ({ functionCalled: outcome.name, functionResult: outcome.result, summary: outcome.summary, ...(outcome.undoId ? { undoId: outcome.undoId } : {}) });

/** Refusals a request would get (bad values, not found, limits): the model is told, and can answer in words. */
const REFUSALS = new Set<ErrorCode>(['validation_failed', 'invalid_request', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'rate_limited', 'plan_limit']);

/** Whether a function changes anything (counted against COACH_WRITES_PER_TURN); an unknown name counts as a change. */
export const isChange = (name: string) => coachFunctionNamed(name)?.kind !== 'read';

/**
 * Runs the coach's functions (the domain's registry, each by its handler) through the same
 * services as the API, for the signed-in user only: ids name the owner's own records or are not
 * found, every argument is validated as a request is, and every result is checked against its
 * function's schema (a handler answering something else is a bug, not a log line).
 */
export function createCoachFunctions({ clock, ...services }: CoachServices & { clock: Clock }) {
  return {
    /**
     * Runs one call. Bad arguments, and any refusal a request would get (not found, limits,
     * schedule rules), come back as a ToolError with a message fit for the user.
     */
    async call(owner: Owner, name: string, args: unknown, known?: KnownIds): Promise<ToolOutcome> {
      const fn = coachFunctionNamed(name);
      if (!fn) throw new ToolError(`Unknown function ${name}. Nothing was done.`);
      const parsed = fn.args.safeParse(known ? withFullIds(args, known) : args);
      if (!parsed.success) throw new ToolError(invalidArguments(fn, parsed.error));
      const handler = COACH_FUNCTIONS_SERVED[fn.name].handler as CoachHandler<CoachFunction>;
      try {
        const words = coachWords(owner.locale);
        const outcome = await handler(parsed.data as never, { owner, today: localToday(owner.timezone, clock.now()), services, words });
        // A result its function's schema refuses throws here, in every test that calls it.
        fn.result.parse(outcome.result);
        // Issue 54: the line under a reply names records in the language's quotes, as its reply does.
        return { name: fn.name, ...outcome, summary: words.quotesIn(outcome.summary) };
      } catch (error) {
        if (error instanceof DomainError && REFUSALS.has(error.code)) throw new ToolError(error.message);
        throw error;
      }
    },
  };
}
/** The owner's record ids a turn knows of, so an id the model shortened (its first 8 characters) finds its record. */
export interface KnownIds {
  habits: readonly string[];
  goals: readonly string[];
  /** Issue 40. */
  areas?: readonly string[];
}

/** Id arguments that are a unique prefix of one of the owner's ids, made whole; anything else as it is (and not found later). */
function withFullIds(args: unknown, known: KnownIds): unknown {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return args;
  const whole = (value: unknown, ids: readonly string[]) => {
    if (typeof value !== 'string' || value.length < 6 || value.length >= 36) return value;
    const matches = ids.filter((id) => id.startsWith(value.toLowerCase()));
    return matches.length === 1 ? matches[0] : value;
  };
  const out = { ...(args as Record<string, unknown>) };
  if ('habitId' in out) out.habitId = whole(out.habitId, known.habits);
  if ('goalId' in out) out.goalId = whole(out.goalId, known.goals);
  if ('areaId' in out) out.areaId = whole(out.areaId, known.areas ?? []);
  return out;
}

/** What a field's schema says of itself, through `.optional()` (which keeps no description of its own). */
function describedAs(schema: z.ZodType | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.description) return schema.description;
  return schema instanceof z.ZodOptional ? describedAs(schema.unwrap() as z.ZodType) : undefined;
}

/**
 * Arguments a function refused, in words a model corrects itself from (issue 37): what was wrong
 * with each, what each wrong field takes, and every field the function takes. Never "done".
 */
function invalidArguments(fn: CoachFunctionDef, error: z.ZodError): string {
  const shape = fn.args.shape as Record<string, z.ZodType>;
  const problems: string[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems.push(`"${key}" is not an argument of ${fn.name}`);
      continue;
    }
    const field = String(issue.path[0] ?? '');
    const about = field && describedAs(shape[field]) ? ` (${field}: ${describedAs(shape[field])})` : '';
    problems.push(`${issue.path.length ? issue.path.join('.') : 'arguments'}: ${issue.message}${about}`);
  }
  const fields = Object.entries(shape).map(([key, schema]) => (schema.safeParse(undefined).success ? key : `${key} (required)`));
  return `Not done: the arguments for ${fn.name} were not valid. ${problems.join('; ')}. ${fn.name} takes: ${fields.join(', ')}.`;
}

export type CoachTools = ReturnType<typeof createCoachFunctions>;
/** What a call to `Name` takes, as the offline coach writes it. */
export type CoachToolArgs = { [Name in CoachFunction]: CoachFunctionArgs<Name> };
