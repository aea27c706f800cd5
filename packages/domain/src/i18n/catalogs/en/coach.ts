/**
 * The English catalog of the built-in coach's own words (issue 54), as it says them
 * (coach-respond.ts' CANCELLED_REPLY, offline-coach.ts' reply to words it cannot read), plus the
 * line a person in another language reads when the built-in coach cannot read their request
 * (it reads English only). `coach-texts-for.test.ts` compares English with the server's texts.
 */
export const COACH_CATALOG = {
  cancelled: 'OK, I won’t. Nothing was changed.',
  notUnderstood: "I didn''t understand that. Did you mean one of these? Or tell me in other words.",
  cannotRead: "I can''t read that yet: without an AI model I only understand requests written in English. Tap one of these buttons instead, they do the same.",
};
