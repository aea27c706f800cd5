import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedToken } from '@stride/domain';
import { verifiedUser } from '../test/auth-flows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testEngines } from '../test/test-database.js';

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string; type?: string; enum?: unknown[] } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * A script's client, as openapi-typescript and openapi-fetch users write one: typed against the
 * generated `paths`, with calls the types must refuse (`@ts-expect-error`: were one accepted,
 * TypeScript would report the directive unused and the check below would fail).
 */
const CLIENT = `import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type Habit = components['schemas']['Habit'];

export async function run(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
  const created = await client.POST('/api/habits', {
    body: { name: 'Generated', startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily', customRecurrence: null },
  });
  if (!created.data) throw new Error(JSON.stringify(created.error));
  const habit: Habit = created.data;
  const read = await client.GET('/api/habits/{id}', { params: { path: { id: habit.id } } });
  const done = await client.POST('/api/habits/{id}/complete', { params: { path: { id: habit.id } }, body: { date: '2026-11-26' } });
  const goal = await client.POST('/api/goals', { body: { name: 'Typed goal' } });
  const goals = await client.GET('/api/goals/user/{userId}', { params: { path: { userId: 'me' } } });
  const missing = await client.GET('/api/habits/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
  const name: string = read.data?.name ?? '';
  const message: string | undefined = missing.error?.message;
  return { habit, name, done: done.data?.id, goal: goal.data?.name, goals: goals.data?.map((g) => g.name), missing: message };
}

export async function refused(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error: a habit needs a name
  await client.POST('/api/habits', { body: { startTime: '2026-11-02T07:00:00Z', endTime: '2026-11-02T07:30:00Z', recurrence: 'daily', customRecurrence: null } });
  // @ts-expect-error: no such path
  await client.GET('/api/habit/{id}', { params: { path: { id: 'x' } } });
  // @ts-expect-error: the date is a string
  await client.POST('/api/habits/{id}/complete', { params: { path: { id: 'x' } }, body: { date: 20261126 } });
  const read = await client.GET('/api/habits/{id}', { params: { path: { id: 'x' } } });
  // @ts-expect-error: a habit has no such field
  return read.data?.colour;
}
`;

/** Issue 52: an OpenAPI document generators like: named schemas, and a generated client that type-checks and runs. */
describe.each(testEngines())('a client generated from the OpenAPI document, on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let doc: Document;
  // Inside the server's node_modules, so the generated files find openapi-fetch as a script would.
  const dir = path.resolve(import.meta.dirname, '../../node_modules/.openapi-client-test', String(process.pid));
  beforeAll(async () => {
    t = await createTestApp(engine);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('names the schemas of every JSON body and answer (components.schemas)', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Habit', 'HabitList', 'Goal', 'Error', 'Webhook', 'WebhookDelivery', 'HabitsCreateBodyInput', 'TokensCreateResponse']));
    const inline: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const body = operation.requestBody?.content['application/json']?.schema;
        if (body && !body.$ref) inline.push(`${method} ${url} body`);
        for (const [status, response] of Object.entries(operation.responses)) {
          const schema = response.content?.['application/json']?.schema;
          // Nothing (a 204's `null`) and anything (the export's file, either type) have no name worth giving.
          const nothing = (schema?.enum as unknown[] | undefined)?.length === 1 && schema?.enum?.[0] === null;
          const anything = schema !== undefined && !schema.$ref && !schema.type && Object.keys(schema).every((key) => key === 'description');
          if (schema && !schema.$ref && !nothing && !anything) inline.push(`${method} ${url} ${status} ${JSON.stringify(schema)}`);
        }
      }
    }
    expect(inline).toEqual([]);
    expect(doc.paths['/api/habits']!.post!.responses['201']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Habit' });
  });

  it('generates a client with openapi-typescript that type-checks with openapi-fetch and runs against the app', async () => {
    const schema = astToString(await openapiTS(doc as never));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'schema.d.ts'), schema);
    writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);

    const client = t.client();
    await verifiedUser(t, client);
    const { token } = (await client.request('POST', '/api/tokens', { name: 'generated client', scope: 'write' })).json<CreatedToken>();
    const { run } = (await import(path.join(dir, 'client.ts'))) as { run: (baseUrl: string, token: string) => Promise<Record<string, unknown>> };
    const outcome = await run(baseUrl, token);
    expect(outcome).toMatchObject({ name: 'Generated', goal: 'Typed goal', goals: ['Typed goal'], missing: expect.any(String) });
    expect(outcome.done).toBe((outcome.habit as { id: string }).id);
  });
});
