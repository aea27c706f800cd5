import { strictArguments } from './strict-arguments.js';

/**
 * A scripted model answer: words, or function calls (arguments as an object or raw JSON text).
 * The scripted model is disciplined, as a real function-calling one (issue 49): it calls only the
 * functions the request's `tools` give. Calls naming one that `useFunctions` offers are answered
 * first with a `useFunctions` call asking for those names, and made in the next request; a call
 * the request neither gives nor offers is refused with a 400 and recorded in `undisciplined`
 * (and `close()` then fails: a test cannot pass on a function the coach never gave).
 * It writes arguments as a model in strict mode does (structured outputs: strict-arguments.ts):
 * a property the script leaves out goes as null where the tool's schema takes null, and a call
 * whose arguments the schema given in the request does not allow (a property it does not declare,
 * a wrong type, a value outside an enum or pattern, a required one missing) is refused alike.
 * Arguments given as raw text go as written (text that is not JSON: a model cut short).
 */
export type FakeCompletion =
  | { content: string }
  | {
      toolCalls: { name: string; arguments: Record<string, unknown> | string }[];
      content?: string;
      /** A model that ignores its tools (a name it made up): what the coach does with a call it never gave. Said in the script, never by default. */
      ignoresTools?: true;
      /**
       * A model not held to the schemas (a provider without strict mode): arguments the tool's
       * schema does not allow go as scripted. Said in the script, never by default.
       */
      ignoresSchema?: true;
    };

/** The function that hands a model the others (tool-selection.ts `MORE_FUNCTIONS`). */
const MORE_FUNCTIONS = 'useFunctions';

/** A chat completion request as the SDK sends it (the fields the fake reads). */
export interface ChatBody {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string; parameters?: { properties?: { names?: { items?: { enum?: string[] } } } } } }[];
}

/**
 * The scripted completion as a disciplined model makes it: when every function it calls is in the
 * request's tools, with the arguments as a strict model writes them for those tools' schemas
 * (refused when the schema does not allow them); a `useFunctions` call asking for the missing ones
 * by name when `useFunctions` offers them (once: the next request must hold them); refused otherwise.
 */
export function disciplined(next: FakeCompletion, chat: ChatBody, deferred: WeakSet<FakeCompletion>): { answer: FakeCompletion; ask?: never } | { ask: FakeCompletion } | { refused: string } {
  if (!('toolCalls' in next) || next.ignoresTools) return { answer: next };
  const given = (chat.tools ?? []).map((tool) => tool.function.name);
  const missing = [...new Set(next.toolCalls.map((call) => call.name).filter((name) => !given.includes(name)))];
  if (!missing.length) return next.ignoresSchema ? { answer: next } : strictlyWritten(next, chat);
  const offered = chat.tools?.find((tool) => tool.function.name === MORE_FUNCTIONS)?.function.parameters?.properties?.names?.items?.enum ?? [];
  if (!deferred.has(next) && missing.every((name) => offered.includes(name))) {
    deferred.add(next);
    return { ask: { toolCalls: [{ name: MORE_FUNCTIONS, arguments: { names: missing } }] } };
  }
  const why = deferred.has(next) ? 'after asking for them with useFunctions' : 'and useFunctions does not offer them';
  return { refused: `The scripted model called ${missing.join(', ')}, not in the request's tools (${given.join(', ') || 'none'}) ${why}.` };
}

/** The calls with their arguments as a strict model writes them for the request's tools, or why it cannot. */
function strictlyWritten(next: Extract<FakeCompletion, { toolCalls: unknown }>, chat: ChatBody): { answer: FakeCompletion } | { refused: string } {
  const problems: string[] = [];
  const toolCalls = next.toolCalls.map((call) => {
    const parameters = chat.tools?.find((tool) => tool.function.name === call.name)?.function.parameters;
    const raw = typeof call.arguments === 'string';
    let args: unknown = call.arguments;
    if (raw) {
      try {
        args = JSON.parse(call.arguments as string);
      } catch {
        return call; // text that is not JSON: what a model cut short at its token limit sends
      }
    }
    const written = strictArguments(parameters, args, !raw);
    if ('wrong' in written) {
      problems.push(`${call.name}: ${written.wrong.join('; ')}.`);
      return call;
    }
    return raw ? call : { ...call, arguments: written.args as Record<string, unknown> };
  });
  if (problems.length) return { refused: `The scripted model called with arguments the schema it was given does not allow (a strict model cannot write them): ${problems.join(' ')}` };
  return { answer: { ...next, toolCalls } };
}
