import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, INTEGRATION_SETTINGS_TEXTS, INTEGRATION_TEXTS, WEBHOOK_EVENTS, WEBHOOK_SECRET_OVERLAP_HOURS, type Webhook, type WebhookDelivery } from '@stride/domain';
import { errorResponse, jsonResponse, mockApi, on } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WebhooksCard } from './webhooks-card';

// Until the webhook routes land on the server (issue 41, another part), the card is tested against
// the contract's shapes: the API client checks every answer against the endpoint's schema.
const T = INTEGRATION_SETTINGS_TEXTS.webhooks;
const D = INTEGRATION_SETTINGS_TEXTS.deliveries;
const me = makeUser();
const render = () => renderWithProviders(<WebhooksCard />, { route: '/settings', preloadedState: { auth: { user: me, isAuthenticated: true } } });
const card = () => screen.getByRole('region', { name: T.title });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const hook = (n: number, extra: Partial<Webhook> = {}): Webhook => ({
  id: id(n),
  name: `hooks${n}.example.com`,
  url: `https://hooks${n}.example.com/stride`,
  events: ['habit.completed'],
  createdAt: '2026-11-20T10:00:00.000Z',
  disabledAt: null,
  consecutiveFailures: 0,
  payload: 'thin',
  ...extra,
});
const delivery = (n: number, extra: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: id(100 + n),
  eventId: id(200 + n),
  type: 'habit.completed',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseBody: 'ok',
  error: null,
  createdAt: '2026-11-26T07:30:00.000Z',
  lastAttemptAt: '2026-11-26T07:30:01.000Z',
  deliveredAt: '2026-11-26T07:30:01.000Z',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('the Webhooks card (issue 41)', () => {
  it('adds a webhook with its events, shows the signing secret once, edits it, and deletes it after a confirmation', async () => {
    let hooks: Webhook[] = [];
    const sent: { method: string; body: unknown }[] = [];
    mockApi({
      [on(API.webhooks.list)]: () => jsonResponse(hooks),
      [on(API.webhooks.create)]: (body) => {
        sent.push({ method: 'POST', body });
        const made = hook(1, { url: 'https://example.com/in', name: 'example.com', events: ['habit.completed', 'goal.created'] });
        hooks = [made];
        return jsonResponse({ ...made, secret: 'whsec_shownonce' }, 201);
      },
      [on(API.webhooks.update)]: (body) => {
        sent.push({ method: 'PUT', body });
        hooks = [{ ...hooks[0]!, ...(body as Partial<Webhook>) }];
        return jsonResponse(hooks[0]);
      },
      [on(API.webhooks.remove)]: () => {
        sent.push({ method: 'DELETE', body: undefined });
        hooks = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = render();
    expect(await within(card()).findByText(T.empty)).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: T.add }));
    let dialog = await screen.findByRole('dialog', { name: T.formTitle });
    const url = within(dialog).getByRole('textbox', { name: new RegExp(T.urlLabel.replace(/[()]/g, '\\$&')) });
    expect(url).toHaveFocus();
    // Every event of the contract is offered; habit.completed is chosen to start with.
    const events = within(dialog).getByRole('group', { name: T.eventsLegend });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(WEBHOOK_EVENTS.length);
    await user.click(within(events).getByRole('checkbox', { name: /habit\.completed/ }));
    await user.type(url, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(url).toHaveAccessibleDescription(T.urlInvalid);
    expect(events).toHaveTextContent(T.eventsRequired);
    expect(sent).toEqual([]);
    await user.clear(url);
    await user.type(url, 'https://example.com/in');
    await user.click(within(events).getByRole('checkbox', { name: /goal\.created/ }));
    await user.click(within(events).getByRole('checkbox', { name: /habit\.completed/ }));
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: 'POST', body: { url: 'https://example.com/in', events: ['habit.completed', 'goal.created'], payload: 'thin' } }]);

    const secret = await within(card()).findByRole('textbox', { name: T.secretLabel });
    expect(secret).toHaveValue('whsec_shownonce');
    expect(secret).toHaveFocus();
    expect(secret).toHaveAccessibleDescription(T.secretOnce);
    const list = await within(card()).findByRole('list', { name: T.listLabel });
    expect(list).toHaveTextContent('https://example.com/in');
    expect(list).toHaveTextContent('habit.completed, goal.created');
    expect(list).toHaveTextContent(T.enabled);
    await user.click(within(card()).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.done }));
    expect(card()).not.toHaveTextContent('whsec_shownonce');

    await user.click(within(card()).getByRole('button', { name: T.editLabel('example.com') }));
    dialog = await screen.findByRole('dialog', { name: T.editTitle('example.com') });
    await user.click(within(dialog).getByRole('checkbox', { name: /habit\.skipped/ }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[1]).toEqual({ method: 'PUT', body: { url: 'https://example.com/in', name: 'example.com', events: ['habit.completed', 'habit.skipped', 'goal.created'], payload: 'thin' } });
    expect(await within(card()).findByText('habit.completed, habit.skipped, goal.created')).toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: T.removeLabel('example.com') }));
    const confirm = await screen.findByRole('alertdialog', { name: T.removeTitle('example.com') });
    expect(confirm).toHaveTextContent(T.removeMessage);
    await user.click(within(confirm).getByRole('button', { name: T.remove }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(card()).findByText(T.empty)).toBeInTheDocument();
    expect(sent.map((s) => s.method)).toEqual(['POST', 'PUT', 'DELETE']);
  });

  it('shows why a webhook is off and turns it back on; the server’s refusal of an address stays in the form', async () => {
    let hooks = [hook(1, { disabledAt: '2026-11-26T08:00:00.000Z', consecutiveFailures: 5 }), hook(2, { consecutiveFailures: 2 })];
    const sent: unknown[] = [];
    mockApi({
      [on(API.webhooks.list)]: () => jsonResponse(hooks),
      [on(API.webhooks.update)]: (body) => {
        sent.push(body);
        hooks = [{ ...hooks[0]!, disabledAt: null, consecutiveFailures: 0 }, hooks[1]!];
        return jsonResponse(hooks[0]);
      },
      [on(API.webhooks.create)]: () => errorResponse('validation_failed', INTEGRATION_TEXTS.webhookUrlPrivate),
    });
    const { user } = render();
    const list = await within(card()).findByRole('list', { name: T.listLabel });
    expect(list).toHaveTextContent(T.disabled(5));
    expect(list).toHaveTextContent(T.failing(2));
    await user.click(within(card()).getByRole('button', { name: T.turnOnLabel('hooks1.example.com') }));
    expect(await within(card()).findByText(T.turnedOn('hooks1.example.com'))).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: true }]);
    expect(within(card()).queryByRole('button', { name: T.turnOnLabel('hooks1.example.com') })).not.toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.formTitle });
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(T.urlLabel.replace(/[()]/g, '\\$&')) }), 'https://10.0.0.1/in');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(INTEGRATION_TEXTS.webhookUrlPrivate);
  });

  it('offers thin events (chosen for a new webhook) or full ones, and keeps or switches a webhook’s choice (issue 52)', async () => {
    let hooks = [hook(1, { payload: 'full', name: 'Legacy' })];
    const sent: { method: string; body: unknown }[] = [];
    mockApi({
      [on(API.webhooks.list)]: () => jsonResponse(hooks),
      [on(API.webhooks.create)]: (body) => {
        sent.push({ method: 'POST', body });
        const made = hook(2, { url: 'https://example.com/full', name: 'example.com', payload: 'full' });
        hooks = [...hooks, made];
        return jsonResponse({ ...made, secret: 'whsec_shownonce' }, 201);
      },
      [on(API.webhooks.update)]: (body) => {
        sent.push({ method: 'PUT', body });
        hooks = [{ ...hooks[0]!, ...(body as Partial<Webhook>) }, ...hooks.slice(1)];
        return jsonResponse(hooks[0]);
      },
    });
    const { user } = render();
    await within(card()).findByRole('list', { name: T.listLabel });

    // A new one: thin to start with, each choice in its own short words.
    await user.click(within(card()).getByRole('button', { name: T.add }));
    let dialog = await screen.findByRole('dialog', { name: T.formTitle });
    let carries = within(dialog).getByRole('radiogroup');
    expect(within(dialog).getByRole('group', { name: T.payloadLegend })).toContainElement(carries);
    const thin = within(carries).getByRole('radio', { name: `${T.payloadLabels.thin}: ${T.payloadHelp.thin}` });
    const full = within(carries).getByRole('radio', { name: `${T.payloadLabels.full}: ${T.payloadHelp.full}` });
    expect(within(carries).getAllByRole('radio')).toHaveLength(2);
    expect(thin).toBeChecked();
    expect(full).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: new RegExp(T.urlLabel.replace(/[()]/g, '\\$&')) }), 'https://example.com/full');
    await user.click(full);
    expect(full).toBeChecked();
    expect(thin).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: 'POST', body: { url: 'https://example.com/full', events: ['habit.completed'], payload: 'full' } }]);
    await user.click(await within(card()).findByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.done }));

    // An existing full webhook opens as full, and is switched to thin.
    await user.click(within(card()).getByRole('button', { name: T.editLabel('Legacy') }));
    dialog = await screen.findByRole('dialog', { name: T.editTitle('Legacy') });
    carries = within(dialog).getByRole('radiogroup');
    expect(within(carries).getByRole('radio', { name: new RegExp(`^${T.payloadLabels.full}:`) })).toBeChecked();
    await user.click(within(carries).getByRole('radio', { name: new RegExp(`^${T.payloadLabels.thin.replace(/[()]/g, '\\$&')}:`) }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[1]).toEqual({ method: 'PUT', body: { url: 'https://hooks1.example.com/stride', name: 'Legacy', events: ['habit.completed'], payload: 'thin' } });
  });

  it('lists a webhook’s last deliveries with event, time, outcome and attempts', async () => {
    mockApi({
      [on(API.webhooks.list)]: () => jsonResponse([hook(1)]),
      [on(API.webhooks.deliveries, { params: { id: id(1) } })]: () =>
        jsonResponse([
          delivery(1, { type: 'habit.skipped', status: 'failed', attempts: 6, responseStatus: 500, deliveredAt: null }),
          delivery(2, { status: 'failed', attempts: 2, responseStatus: null, error: 'Connection refused', deliveredAt: null }),
          delivery(3, {}),
          delivery(4, { status: 'pending', attempts: 0, responseStatus: null, lastAttemptAt: null, deliveredAt: null }),
        ]),
    });
    const { user } = render();
    await user.click(await within(card()).findByRole('button', { name: T.deliveriesLabel('hooks1.example.com') }));
    const dialog = await screen.findByRole('dialog', { name: D.title('hooks1.example.com') });
    const table = await within(dialog).findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual([D.columns.event, D.columns.time, D.columns.outcome, D.columns.attempts, D.columns.actions]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3]])).toEqual([
      ['habit.skipped', D.failed(500, null), '6'],
      ['habit.completed', D.failed(null, 'Connection refused'), '2'],
      ['habit.completed', D.delivered(200), '1'],
      ['habit.completed', D.pending, '0'],
    ]);
    expect(rows[3]![1]).toMatch(/26 Nov 2026/);
    await user.click(within(dialog).getByRole('button', { name: D.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a test event, and makes a new secret after a confirmation, shown once with until when the old one signs (issue 52)', async () => {
    const sent: string[] = [];
    mockApi({
      [on(API.webhooks.list)]: () => jsonResponse([hook(1)]),
      [on(API.webhooks.test, { params: { id: id(1) } })]: () => {
        sent.push('test');
        return jsonResponse(delivery(9, { type: 'webhook.test', status: 'pending', attempts: 0, responseStatus: null, responseBody: null, lastAttemptAt: null, deliveredAt: null }), 202);
      },
      [on(API.webhooks.rotateSecret, { params: { id: id(1) } })]: () => {
        sent.push('secret');
        return jsonResponse({ secret: 'whsec_newsecret', previousSecretExpiresAt: '2026-11-27T10:00:00.000Z' });
      },
    });
    const { user } = render();
    await user.click(await within(card()).findByRole('button', { name: T.testLabel('hooks1.example.com') }));
    expect(await within(card()).findByText(T.testSent('hooks1.example.com'))).toBeInTheDocument();
    expect(sent).toEqual(['test']);

    await user.click(within(card()).getByRole('button', { name: T.rotateLabel('hooks1.example.com') }));
    let confirm = await screen.findByRole('alertdialog', { name: T.rotateTitle('hooks1.example.com') });
    expect(confirm).toHaveTextContent(T.rotateMessage(WEBHOOK_SECRET_OVERLAP_HOURS));
    // Cancelled: nothing asked of the server.
    await user.click(within(confirm).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual(['test']);
    await user.click(within(card()).getByRole('button', { name: T.rotateLabel('hooks1.example.com') }));
    confirm = await screen.findByRole('alertdialog', { name: T.rotateTitle('hooks1.example.com') });
    await user.click(within(confirm).getByRole('button', { name: T.rotateConfirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const secret = await within(card()).findByRole('textbox', { name: T.secretLabel });
    expect(secret).toHaveValue('whsec_newsecret');
    expect(secret).toHaveAccessibleDescription(T.rotatedNote(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-27T10:00:00.000Z'))));
    expect(sent).toEqual(['test', 'secret']);
    await user.click(within(card()).getByRole('button', { name: INTEGRATION_SETTINGS_TEXTS.done }));
    expect(card()).not.toHaveTextContent('whsec_newsecret');
  });

  it('sends a delivery that ended again, and reads the deliveries again; a pending one has no button (issue 52)', async () => {
    let listed = [delivery(1, { status: 'failed', attempts: 6, responseStatus: 500, deliveredAt: null }), delivery(2, { status: 'pending', attempts: 0, responseStatus: null, lastAttemptAt: null, deliveredAt: null })];
    const sent: unknown[] = [];
    mockApi({
      [on(API.webhooks.list)]: () => jsonResponse([hook(1)]),
      [on(API.webhooks.deliveries, { params: { id: id(1) } })]: () => jsonResponse(listed),
      [on(API.webhooks.redeliver, { params: { id: id(1), deliveryId: id(101) } })]: () => {
        sent.push(id(101));
        listed = [{ ...listed[0]!, status: 'pending', attempts: 0 }, listed[1]!];
        return jsonResponse(listed[0], 202);
      },
    });
    const { user } = render();
    await user.click(await within(card()).findByRole('button', { name: T.deliveriesLabel('hooks1.example.com') }));
    const dialog = await screen.findByRole('dialog', { name: D.title('hooks1.example.com') });
    const table = await within(dialog).findByRole('table');
    const again = within(table).getAllByRole('button', { name: /^Send habit\.completed of .* again$/ });
    // Only the failed one: the pending one is on its way already.
    expect(again).toHaveLength(1);
    expect(again[0]).toHaveTextContent(D.redeliver);
    await user.click(again[0]!);
    await waitFor(() => expect(within(table).queryAllByRole('button', { name: /again$/ })).toHaveLength(0));
    expect(sent).toEqual([id(101)]);
    expect(within(table).getAllByText(D.pending)).toHaveLength(2);
  });
});
