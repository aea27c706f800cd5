import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, ENGLISH_INTEGRATIONS_CATALOG, ENGLISH_WEBHOOK_SAMPLE_CATALOG, INTEGRATIONS_CATALOG_LOADERS, PREFIXED_LOCALES, SHELL_CATALOG_LOADERS, WEBHOOK_SAMPLE_CATALOG_LOADERS, formatMessage, INTEGRATION_DOCS_TEXTS as T, ROUTES, TOKEN_REQUESTS_PER_MINUTE, WEBHOOK_EVENTS, SHORTCUT_RECIPES, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_STANDARD_HEADERS } from '@stride/domain';
import { renderWithProviders } from '../../test/render-with-providers';
import { IntegrationsDocs, IntegrationsPage } from './integrations-page';
import { localizedIntegrationsScreen } from './localized-integrations-page';
import { VERIFY_SNIPPET } from './webhook-verification-snippet';

describe('the API and integrations page (issue 41 "Docs")', () => {
  it('covers tokens, the OpenAPI document, webhooks and assistants, with its samples as labelled figures', () => {
    renderWithProviders(<IntegrationsPage />, { route: ROUTES.integrations });
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    for (const title of Object.values(T.sections)) expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: T.contents });
    expect(within(nav).getAllByRole('link')).toHaveLength(Object.keys(T.sections).length);

    const tokens = screen.getByRole('region', { name: T.sections.tokens });
    expect(tokens).toHaveTextContent('Bearer <token>');
    expect(tokens).toHaveTextContent(`${TOKEN_REQUESTS_PER_MINUTE} requests a minute`);
    // The routes a token may call come from the contract: the habits list is one, the tokens' own are not.
    const routes = within(tokens).getByRole('figure', { name: T.samples.routes });
    expect(routes).toHaveTextContent(API_ROUTES.habits.list.path);
    expect(routes).not.toHaveTextContent(API_ROUTES.tokens.list.path);

    expect(screen.getByRole('region', { name: T.sections.openApi })).toHaveTextContent(API_ROUTES.system.openApi.path);

    const webhooks = screen.getByRole('region', { name: T.sections.webhooks });
    for (const event of WEBHOOK_EVENTS) expect(webhooks).toHaveTextContent(event);
    expect(webhooks).toHaveTextContent('{ id, type, createdAt, data }');
    expect(webhooks).toHaveTextContent(WEBHOOK_SIGNATURE_HEADER);
    for (const header of Object.values(WEBHOOK_STANDARD_HEADERS)) expect(webhooks).toHaveTextContent(header);
    const verify = within(webhooks).getByRole('figure', { name: T.samples.verify });
    expect(verify.querySelector('code')?.textContent).toBe(VERIFY_SNIPPET);
    // A sample scrolls sideways on a phone: it can be reached by keyboard.
    expect(verify.querySelector('pre')).toHaveAttribute('tabindex', '0');

    const assistants = screen.getByRole('region', { name: T.sections.assistants });
    expect(assistants).toHaveTextContent('/mcp');
    expect(assistants).toHaveTextContent('consent screen');

    // Issue 52: each shortcut recipe prints the request its test sends.
    const shortcuts = screen.getByRole('region', { name: T.sections.shortcuts });
    for (const recipe of SHORTCUT_RECIPES) {
      const sample = within(shortcuts).getByRole('figure', { name: recipe.title });
      expect(sample).toHaveTextContent(`${recipe.request.method} ${window.location.origin}${recipe.request.path}`);
      expect(sample).toHaveTextContent(JSON.stringify(recipe.request.body));
      expect(sample).toHaveTextContent('Authorization: Bearer');
    }
  });

  it.each(PREFIXED_LOCALES)('in %s: every heading, event and step from its catalog, no English sentence left (issue 54)', async (locale) => {
    const catalog = await INTEGRATIONS_CATALOG_LOADERS[locale]();
    const { container } = renderWithProviders(<IntegrationsDocs catalog={catalog} />, { route: `/${locale}${ROUTES.integrations}` });
    expect(screen.getByRole('heading', { level: 1, name: catalog.texts.title })).toBeInTheDocument();
    for (const title of Object.values(catalog.texts.sections)) expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    for (const recipe of Object.values(catalog.recipes)) expect(screen.getByRole('heading', { level: 3, name: recipe.title })).toBeInTheDocument();
    // No English heading, caption or paragraph's opening (code aside, the same in every language).
    const english = ENGLISH_INTEGRATIONS_CATALOG;
    const titles = [...container.querySelectorAll('h1, h2, h3, figcaption, strong')].map((node) => node.textContent);
    for (const text of [...Object.values(english.texts.sections), ...Object.values(english.texts.samples), english.prose.iphone, english.prose.android]) {
      expect(titles).not.toContain(text);
    }
    const prose = [...container.querySelectorAll('p, li')].map((node) => node.textContent ?? '').join('\n');
    expect(prose).not.toContain(english.texts.intro);
    // Standard Webhooks is a specification's name, the same in every language.
    for (const [key, message] of Object.entries(english.prose)) {
      if (key === 'standardWebhooks') continue;
      const opening = message.split(/[{`*]/)[0]!.trim();
      if (opening.length > 3) expect(prose).not.toContain(opening);
    }
    expect(screen.getByRole('link', { name: catalog.prose.settingsLink })).toHaveAttribute('href', ROUTES.settings);
  });
});

/**
 * Issue 54 (helper i18n-last): the webhook check's two comment lines in the page's language on
 * /es/, /de/ and /fr/integrations (the code the same text); English's page keeps them as written.
 */
describe('the webhook check’s comments in the page’s language', () => {
  const englishComments = Object.values(ENGLISH_WEBHOOK_SAMPLE_CATALOG).map((line) => formatMessage(line, { header: WEBHOOK_SIGNATURE_HEADER }));

  it('English: the snippet holds its catalog’s lines, as written', () => {
    for (const line of englishComments) expect(VERIFY_SNIPPET).toContain(line);
  });

  it.each(PREFIXED_LOCALES)('in %s: the screen’s sample has the language’s comments, no English one, the same code', async (locale) => {
    const shell = await SHELL_CATALOG_LOADERS[locale]();
    const { Component } = await localizedIntegrationsScreen(locale, shell);
    renderWithProviders(<Component />, { route: `/${locale}${ROUTES.integrations}` });
    const catalog = await INTEGRATIONS_CATALOG_LOADERS[locale]();
    const comments = await WEBHOOK_SAMPLE_CATALOG_LOADERS[locale]();
    const code = screen.getByRole('figure', { name: catalog.texts.samples.verify }).querySelector('code')?.textContent ?? '';
    for (const line of Object.values(comments)) expect(code).toContain(formatMessage(line, { header: WEBHOOK_SIGNATURE_HEADER }));
    for (const line of englishComments) expect(code).not.toContain(line);
    const withoutComments = (text: string) => text.split('\n').filter((line) => !line.startsWith('//')).join('\n');
    expect(withoutComments(code)).toBe(withoutComments(VERIFY_SNIPPET));
  });
});
