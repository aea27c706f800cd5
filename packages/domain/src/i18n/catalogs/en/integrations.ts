import { SHORTCUT_RECIPES, type ShortcutRecipe, type ShortcutRecipeId } from '../../../integrations/shortcut-recipes.js';
import { WEBHOOK_EVENTS } from '../../../integrations/integration-constants.js';
import { INTEGRATION_DOCS_PROSE } from '../../../texts/integration-docs-prose.js';
import { INTEGRATION_DOCS_TEXTS, TOKEN_SCOPE_HELP, WEBHOOK_EVENT_LABELS } from '../../../texts/integration-docs-texts.js';

/** A recipe's words; `<token>` is the argument `{token}` (ICU would read it as a tag), put back by the page. */
const recipe = (id: ShortcutRecipeId): Pick<ShortcutRecipe, 'title' | 'ios' | 'android'> => {
  const { title, ios, android } = SHORTCUT_RECIPES.find((r) => r.id === id)!;
  const step = (text: string) => text.replaceAll('<token>', '{token}');
  return { title, ios: ios.map(step), android: android.map(step) };
};

/**
 * The English catalog of the public /integrations page (decision 054): the text modules, exactly;
 * the webhook events as the page lists them (lower case, after the event's name), and the shortcut
 * recipes' words (their requests are the contract's, the same in every language).
 */
export const INTEGRATIONS_CATALOG = {
  texts: INTEGRATION_DOCS_TEXTS,
  prose: INTEGRATION_DOCS_PROSE,
  scopeHelp: TOKEN_SCOPE_HELP,
  events: Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, WEBHOOK_EVENT_LABELS[event].toLowerCase()])) as Record<(typeof WEBHOOK_EVENTS)[number], string>,
  recipes: { tick: recipe('tick'), addOne: recipe('addOne'), workout: recipe('workout') },
};
