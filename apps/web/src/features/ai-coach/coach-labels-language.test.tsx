import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, APP_CATALOG_LOADERS, COACH_TEXTS, FIRST_RUN_TEXTS, ROUTES, type PublicConfig } from '@stride/domain';
import { COACH_CHAT_TEXTS, COACH_IDEAS } from '../../lib/coach/coach-chat-texts';
import { jsonResponse, mockApi, on } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppTextsProvider } from '../../lib/i18n/app-texts';
import { AiCoachPage } from './ai-coach-page';

/** Whether this server has an AI provider: the page knows it from its config (`voiceCalls`, set by the server from the provider). */
const config = vi.hoisted(() => ({
  current: { appOrigin: 'http://localhost', supportEmail: 'help@stride.test', appStoreUrl: null, playStoreUrl: null, voiceCalls: true } as PublicConfig,
}));
vi.mock('../../lib/config', () => ({ getPublicConfig: () => config.current }));

const loadsFor = (userId: string) => ({
  [on(API.habits.list, { params: { userId } })]: () => jsonResponse([]),
  [on(API.goals.list, { params: { userId } })]: () => jsonResponse([]),
  [on(API.vision.get, { params: { userId } })]: () => jsonResponse(null),
  [on(API.coach.inbox)]: () => jsonResponse({ unread: 0, messages: [] }),
  [on(API.coach.sessions)]: () => jsonResponse({ sessions: [] }),
  [on(API.coach.allowance)]: () => jsonResponse({ messagesPerDay: 10, messagesLeft: 10, voiceSecondsLeft: 60 }),
});

function renderAs(locale: string, provider: boolean, chat?: (body: unknown) => Response, route: string = ROUTES.aiCoach) {
  config.current = { ...config.current, voiceCalls: provider };
  const me = makeUser({ locale });
  const fetchMock = mockApi({ ...loadsFor(me.id), ...(chat ? { [on(API.coach.chat)]: chat } : {}) });
  return {
    fetchMock,
    ...renderWithProviders(
      <AppTextsProvider>
        <AiCoachPage />
      </AppTextsProvider>,
      { route, preloadedState: { auth: { user: me, isAuthenticated: true } } },
    ),
  };
}

afterEach(() => {
  config.current = { ...config.current, voiceCalls: true };
  sessionStorage.clear();
});

/**
 * Issue 54 (helper i18n-labels): the built-in coach reads English only, so in another language the
 * "Things to ask" cards (their words translated) would only earn "I cannot read that": with no
 * provider they open the pages that do the same; with one, they stay the translated requests.
 */
describe('"Things to ask" with the built-in coach in another language', () => {
  it('es-ES, no provider: a line says why, and each card opens its page (Habits, Today, Goals, Progress)', async () => {
    const texts = await APP_CATALOG_LOADERS.es();
    renderAs('es-ES', false);
    expect(await screen.findByRole('heading', { name: texts.COACH_CHAT_TEXTS.ideasOnPages })).toBeInTheDocument();
    expect(screen.getByText(texts.COACH_CHAT_TEXTS.ideasOnPagesNote)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.COACH_CHAT_TEXTS.ideasHeading })).toBeNull();
    const pages = [
      [ROUTES.habits, 'Hábitos'],
      [ROUTES.dashboard, 'Hoy'],
      [ROUTES.goals, 'Metas'],
      [ROUTES.analytics, 'Progreso'],
    ] as const;
    texts.COACH_IDEAS.forEach((idea, i) => {
      const link = screen.getByRole('link', { name: new RegExp(`^${idea.title}`) });
      expect(link).toHaveAttribute('href', pages[i]![0]);
      expect(link).toHaveTextContent(pages[i]![1]);
      // The Spanish request the built-in coach could not read is not offered.
      expect(screen.queryByText(idea.prompt, { exact: false })).toBeNull();
    });
  });

  it('es-ES with a provider: the cards send their Spanish requests, as before', async () => {
    const texts = await APP_CATALOG_LOADERS.es();
    renderAs('es-ES', true);
    expect(await screen.findByRole('heading', { name: texts.COACH_CHAT_TEXTS.ideasHeading })).toBeInTheDocument();
    for (const idea of texts.COACH_IDEAS) expect(screen.getByRole('button', { name: new RegExp(idea.prompt.replace(/[?¿]/g, '.')) })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.COACH_CHAT_TEXTS.ideasOnPages })).toBeNull();
  });

  it('English, no provider: the English requests, which the built-in coach reads', async () => {
    renderAs('en-GB', false);
    expect(await screen.findByRole('heading', { name: COACH_CHAT_TEXTS.ideasHeading })).toBeInTheDocument();
    for (const idea of COACH_IDEAS) expect(screen.getByRole('button', { name: new RegExp(idea.prompt.replace(/[?]/g, '.')) })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(`^${COACH_IDEAS[0].title}`) })).toBeNull();
  });
});

/** Issue 54 (helper i18n-labels): the chat's log and the offline chip's tooltip in the account's language. */
describe("the chat's log and the built-in coach's chip in the account's language", () => {
  const cases = [
    ['es', 'es-ES', 'Conversación'],
    ['de', 'de-DE', 'Gespräch'],
    ['fr', 'fr-FR', 'Conversation'],
  ] as const;

  it.each(cases)('%s: the log named in the language, the chip described in it', async (language, locale, log) => {
    const texts = await APP_CATALOG_LOADERS[language]();
    const reply = { reply: 'Hola', sessionId: '00000000-0000-4000-8000-0000000000d9', functionCalled: null, functionResult: null, functionCalls: [], online: false };
    const { user } = renderAs(locale, false, () => jsonResponse(reply));
    await user.click(await screen.findByRole('button', { name: texts.COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: texts.COACH_TEXTS.chatTitle });
    expect(within(dialog).getByRole('log', { name: log })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: texts.COACH_TEXTS.inputLabel }), 'Hi{Enter}');
    await within(dialog).findByText('Hola');
    const chip = within(dialog).getByText(texts.COACH_TEXTS.offlineNote).closest('.MuiChip-root')!;
    // MUI names the chip by its tooltip's words.
    expect(chip).toHaveAttribute('aria-label', texts.COACH_TEXTS.offlineHelp);
    expect(chip.getAttribute('aria-label')).not.toBe(COACH_TEXTS.offlineHelp);
  });
});

/**
 * Issue 54 (helper i18n-last): the empty chat's line. With the built-in coach only, a Spanish,
 * German or French account is not asked to try a request in its language that the coach cannot
 * read: the line says it reads English and quotes an English request it reads (checked against
 * the built-in coach in the server's coach-language.empty-chat.test.ts). With a provider, the
 * request in the language, as before; English keeps the spec's line.
 */
describe("the empty chat's line with the built-in coach", () => {
  it.each(['es', 'de', 'fr'] as const)('%s, no provider: the English request the built-in coach reads, said in the language', async (language) => {
    const texts = await APP_CATALOG_LOADERS[language]();
    const { user } = renderAs(`${language}-${language.toUpperCase()}`, false);
    await user.click(await screen.findByRole('button', { name: texts.COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: texts.COACH_TEXTS.chatTitle });
    // Testing Library reads the page's text with its spaces collapsed, French's no-break ones included.
    const line = await within(dialog).findByText(texts.COACH_TEXTS.emptyChatBuiltIn.replace(/\s+/g, ' '));
    expect(line).toHaveTextContent('Create a habit called Morning walk at 7am');
    expect(within(dialog).queryByText(texts.COACH_TEXTS.emptyChat.replace(/\s+/g, ' '))).toBeNull();
    expect(within(dialog).queryByText(COACH_TEXTS.emptyChat)).toBeNull();
  });

  it('es, with a provider: the Spanish request (the model reads it)', async () => {
    const texts = await APP_CATALOG_LOADERS.es();
    const { user } = renderAs('es-ES', true);
    await user.click(await screen.findByRole('button', { name: texts.COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: texts.COACH_TEXTS.chatTitle });
    expect(await within(dialog).findByText(texts.COACH_TEXTS.emptyChat)).toBeInTheDocument();
    expect(within(dialog).queryByText(texts.COACH_TEXTS.emptyChatBuiltIn)).toBeNull();
  });

  it('English, no provider: the spec’s line', async () => {
    const { user } = renderAs('en-GB', false);
    await user.click(await screen.findByRole('button', { name: COACH_TEXTS.message }));
    const dialog = await screen.findByRole('dialog', { name: COACH_TEXTS.chatTitle });
    expect(await within(dialog).findByText('Say hello, or try "Create a habit called Morning walk at 7am".')).toBeInTheDocument();
  });
});

/**
 * Issue 54: the first run's "Ask your coach" (its words in the language on the card) sends the
 * English request every coach reads, and the chat shows the words the card showed; they go with
 * the request so the conversation read back shows them too. An address's own words are sent and
 * shown as they are: no label can be given to them from outside.
 */
describe("the first run's question to the coach in the account's language", () => {
  // The first run's link (habits/first-run-card.tsx `coachAskLink`, whose address dashboard-route.test.tsx checks).
  const reply = { reply: 'Te queda «Leer».', sessionId: '00000000-0000-4000-8000-0000000000da', functionCalled: null, functionResult: null, functionCalls: [], online: false };
  const bodies = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' && String(init.body).includes('"message"')).map(([, init]) => JSON.parse(String(init!.body)) as { message: string; shown?: string });

  it.each([true, false])('es-ES (provider %s): the English request sent, the Spanish words shown', async (provider) => {
    const texts = await APP_CATALOG_LOADERS.es();
    const { fetchMock } = renderAs('es-ES', provider, () => jsonResponse(reply), `${ROUTES.aiCoach}?ask=${encodeURIComponent(FIRST_RUN_TEXTS.coachSuggestion)}`);
    const dialog = await screen.findByRole('dialog', { name: texts.COACH_TEXTS.chatTitle });
    await within(dialog).findByText('Te queda «Leer».');
    expect(within(dialog).getByText(texts.FIRST_RUN_TEXTS.coachSuggestion, { selector: '[data-words]' })).toBeInTheDocument();
    expect(within(dialog).queryByText(FIRST_RUN_TEXTS.coachSuggestion)).toBeNull();
    expect(bodies(fetchMock)).toEqual([expect.objectContaining({ message: FIRST_RUN_TEXTS.coachSuggestion, shown: texts.FIRST_RUN_TEXTS.coachSuggestion })]);
  });

  it('words of the address that are not the first run’s are sent and shown as they are', async () => {
    const { fetchMock } = renderAs('es-ES', false, () => jsonResponse(reply), `${ROUTES.aiCoach}?ask=${encodeURIComponent('Delete Gym')}`);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Te queda «Leer».');
    expect(within(dialog).getByText('Delete Gym', { selector: '[data-words]' })).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([expect.not.objectContaining({ shown: expect.anything() })]);
  });
});
