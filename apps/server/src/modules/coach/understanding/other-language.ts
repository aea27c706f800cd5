import type { CoachSnapshot } from '../coach-snapshot.js';

/**
 * Issue 54: the built-in coach reads English only. A Spanish, German or French account that writes
 * to it in its own language must be told so (`cannotRead`), never have a record changed by the
 * English words the reader happens to find in the sentence ("Ajoute une habitude : lire 10 pages
 * chaque soir" logged 10 pages on a habit counted in pages). A message is taken as written in the
 * account's language when it holds two or more of that language's own small words (articles,
 * pronouns, prepositions, the verbs people open a request with), the person's own names (habits,
 * goals, areas) left out. Words that are English too ("die", "he", "son", "was", "pages") are not in the lists.
 */
const OWN_WORDS: Record<string, ReadonlySet<string>> = {
  es: new Set(
    'el la los las una unos unas del que y por para cada noche mañana tarde hoy ayer mi mis tu sin añade añadir agrega crea crear pon quita borra elimina hábito hábitos meta metas objetivo hice hecho hemos quiero cuántos cuántas cómo qué cuándo está están es otra otro todos todas días semana recuérdame páginas vasos'.split(' '),
  ),
  de: new Set(
    'der das dem des ein eine einen einem einer und ich mir mein meine meinen jeden jede jedes abend abends morgens heute gestern morgen füge hinzu erstelle lege lösche entferne gewohnheit gewohnheiten ziel ziele habe hab ist sind nicht mit für zum zur wie wann wieviel wieviele tage woche erinnere seiten gläser bitte auch noch erledigt gemacht'.split(' '),
  ),
  fr: new Set(
    "le la les une des du et je j' mon mes chaque soir matin aujourd'hui hier demain ajoute ajouter crée créer mets supprime efface habitude habitudes objectif objectifs fait est sont pas avec pour sur dans combien comment quand quoi quel quelle tous toutes jours semaine rappelle-moi verres".split(' '),
  ),
};

/** Whether `message` is written in the account's own language (not English), by the rule above. */
export function writtenInOwnLanguage(message: string, s: Pick<CoachSnapshot, 'locale' | 'habits' | 'goals' | 'areas'>): boolean {
  const own = OWN_WORDS[(s.locale ?? 'en').slice(0, 2).toLowerCase()];
  if (!own) return false;
  let text = message.toLowerCase().replace(/[’]/g, "'");
  const names = [...s.habits, ...s.goals, ...(s.areas ?? [])].map((record) => record.name).filter(Boolean);
  for (const name of names.sort((a, b) => b.length - a.length)) text = text.split(name.toLowerCase()).join(' ');
  // "j'ai" and "l'eau": the elided article counts as the word it stands for.
  const words = text.replace(/\b([jldmtsnc])'/g, "$1' ").match(/[\p{L}']+(?:-[\p{L}]+)*/gu) ?? [];
  return new Set(words.filter((word) => own.has(word))).size >= 2;
}

/**
 * English's own small words, none of them a word of Spanish, German or French too ("a", "me", "in",
 * "on", "was", "die" are left out): two of them make a message English.
 */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  'the an i my you your what who which when where why how is are were be do does did can could will would should tell about of to for with it this that and or but not'.split(' '),
);

/**
 * Issue 54: whether a message the reader found no request in was English all the same ("tell me a
 * joke", "who won the match?"), so that a Spanish, German or French account is answered in its own
 * language for what was said, not told the coach cannot read English.
 */
export function writtenInEnglish(message: string, s: Pick<CoachSnapshot, 'locale' | 'habits' | 'goals' | 'areas'>): boolean {
  if (writtenInOwnLanguage(message, s)) return false;
  const words = message.toLowerCase().replace(/[’]/g, "'").match(/[a-z]+/g) ?? [];
  return new Set(words.filter((word) => ENGLISH_WORDS.has(word))).size >= 2;
}
