import { z } from 'zod';
import { COACH_FUNCTION_LIST, coachFunctionNamed, localToday, type CoachFunction, type CoachFunctionArgs, type ErrorCode } from '@stride/domain';
import type { AiTool } from '../../adapters/ai-provider.js';
import type { Clock } from '../../clock.js';
import { DomainError } from '../../errors.js';
import { ToolError, type CoachHandler, type CoachServices, type Owner } from './functions/coach-handler.js';
import { COACH_HANDLERS } from './functions/handlers.js';

export { ToolError } from './functions/coach-handler.js';
export { describeSchedule } from './functions/habit-for-model.js';

/** A function that ran: its name, the result the client applies (its function's schema), and the words for the person and the model. */
export interface ToolOutcome {
  name: CoachFunction;
  result: unknown;
  summary: string;
  forModel: unknown;
}

/** Refusals a request would get (bad values, not found, limits): the model is told, and can answer in words. */
const REFUSALS = new Set<ErrorCode>(['validation_failed', 'invalid_request', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'rate_limited', 'plan_limit']);

/** The functions as the model sees them, from the registry. */
export const COACH_TOOLS: AiTool[] = COACH_FUNCTION_LIST.map((fn) => ({
  name: fn.name,
  description: fn.description,
  parameters: z.toJSONSchema(fn.args, { io: 'input' }) as Record<string, unknown>,
}));

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
    async call(owner: Owner, name: string, args: unknown): Promise<ToolOutcome> {
      const fn = coachFunctionNamed(name);
      if (!fn) throw new ToolError(`Unknown function ${name}.`);
      const parsed = fn.args.safeParse(args);
      if (!parsed.success) throw new ToolError(`The details for ${name} were not valid: ${z.prettifyError(parsed.error)}`);
      const handler = COACH_HANDLERS[fn.name] as CoachHandler<CoachFunction>;
      try {
        const outcome = await handler(parsed.data as never, { owner, today: localToday(owner.timezone, clock.now()), services });
        // A result its function's schema refuses throws here, in every test that calls it.
        fn.result.parse(outcome.result);
        return { name: fn.name, ...outcome };
      } catch (error) {
        if (error instanceof DomainError && REFUSALS.has(error.code)) throw new ToolError(error.message);
        throw error;
      }
    },
  };
}
export type CoachTools = ReturnType<typeof createCoachFunctions>;
/** What a call to `Name` takes, as the offline coach writes it. */
export type CoachToolArgs = { [Name in CoachFunction]: CoachFunctionArgs<Name> };
