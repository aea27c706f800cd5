import type { z } from 'zod';

/**
 * What a coach function does to the person's records: only reads, changes them, or destroys
 * something (a delete; nothing the coach destroys is gone for good, see COACH_UNDO_DAYS).
 */
export type CoachFunctionKind = 'read' | 'change' | 'destroy';

/**
 * What a client does with a function's result, whatever the function: put the habit it answers in
 * every list (`habit`), several (`habits`), take one out (`habit-deleted`), and so on. A new
 * function with a known effect needs nothing new on any client.
 */
export type CoachEffect = 'habit' | 'habits' | 'habit-deleted' | 'goal' | 'area' | 'area-deleted' | 'goal-deleted' | 'vision' | 'vision-deleted' | 'restored' | 'none';

/**
 * One function of the coach, written once (STYLE rule 14): the model's description and argument
 * schema, the result schema every client reads, and what it does. Its server half, in the folder
 * of the same name (apps/server/src/modules/coach/functions/<name>/handler.ts), runs it; the provider's tools, the offline
 * coach, the web app's handling of results and the MCP server all read this registry.
 */
export interface CoachFunctionSpec<Name extends string = string, Args extends z.ZodObject = z.ZodObject, Result extends z.ZodType = z.ZodType> {
  readonly name: Name;
  readonly kind: CoachFunctionKind;
  readonly effect: CoachEffect;
  /** What it does, with an example of what people say for it (the model reads this). */
  readonly description: string;
  readonly args: Args;
  readonly result: Result;
  /**
   * Whether a call (besides every `destroy`) waits for the person's yes (DECISIONS: nothing
   * destroyed on a guess): several records changed at once, say.
   */
  readonly confirmWhen?: (args: z.output<Args>) => boolean;
  /**
   * Issue 41: calling it again with the same arguments changes nothing more (a skip, an archive, a
   * delete): the MCP server's `idempotentHint`, so an assistant may retry it after a lost answer.
   */
  readonly idempotent?: true;
  /**
   * Issue 49: the arguments a model is given, when not all (every other one stays for the built-in
   * coach and assistants over MCP, and the server still takes it): createHabit and updateHabit
   * give the schedule as words, not the dozen fields it is made of.
   */
  readonly modelFields?: readonly (keyof z.output<Args> & string)[];
}

/** Whether this call of `fn` is proposed first and done on the person's yes (every path: the built-in coach, a model, a call, MCP). */
export function needsConfirmation(fn: Pick<CoachFunctionSpec, 'kind'> & { confirmWhen?: ((args: never) => boolean) | undefined }, args: unknown): boolean {
  return fn.kind === 'destroy' || (fn.confirmWhen?.(args as never) ?? false);
}

/*#__NO_SIDE_EFFECTS__*/
export function defineCoachFunction<const Name extends string, Args extends z.ZodObject, Result extends z.ZodType>(spec: CoachFunctionSpec<Name, Args, Result>): CoachFunctionSpec<Name, Args, Result> {
  return spec;
}
