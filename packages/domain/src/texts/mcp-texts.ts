/**
 * Issue 41: what the MCP server says to an assistant (and through it, to the person). The
 * confirmation question itself is the coach's own sentence (apps/server coach/functions/proposals.ts).
 */
export const MCP_TEXTS = {
  serverInstructions:
    'Stride keeps the person\'s habits, goals and vision. Read stride://today for their day and stride://progress for this week. ' +
    'Deletes, ends, archives and changes to every habit at once are done only on the person\'s yes.',
  confirmationIdArgument:
    'The confirmationId a first call of this tool answered, sent only after the person said yes to exactly that change, with the same arguments. Leave it out the first time: the tool then says what would happen and changes nothing.',
  confirmField: 'Yes, do it',
  askFirst: (question: string, name: string, confirmationId: string, minutes: number) =>
    `Not done yet: this needs the person's yes. Ask them: "${question}" If they agree, call ${name} again with the same arguments and "confirmationId": "${confirmationId}" within ${minutes} minutes; it works once. Nothing was changed.`,
  confirmationRefused: (name: string) =>
    `Nothing was changed: that confirmationId is unknown, used, expired, from another session, or was given for other arguments. Call ${name} without it to get a new question for the person.`,
  waitingFull: 'Nothing was changed: other questions are still waiting for the person\'s answer. Try again once they are answered.',
  tooManyOpen: 'Too many requests of this assistant or account are open at once. Try again when some have finished.',
  declined: (question: string) => `Nothing was changed: the person did not agree to "${question}"`,
  readOnlyToken: 'Not done: this assistant was connected with read-only access, so it can read the habits but not change them. Connect it again with write access to make changes.',
  sessionRequired: 'Bad Request: send the Mcp-Session-Id header of your session, or start one with an initialize request.',
  /** Issue 52: a stateless server has no stream to GET and no session to DELETE. */
  statelessPostOnly: 'Method Not Allowed: this server is stateless; send JSON-RPC messages with POST.',
  sessionNotFound: 'This MCP session has ended or is not yours. Connect again (a new initialize request).',
  sessionsFull: 'The server holds too many assistant sessions right now. Try again in a minute.',
  readOnlyEndpoint: 'Not done: this assistant is connected to Stride\'s read-only address (/mcp/read), so it can read the habits but not change them. Connect it to /mcp to make changes.',
  // Issue 52: the records by id, search and fetch, batches.
  habitTemplateTitle: 'A habit',
  habitTemplateDescription: 'One habit by its id: its schedule, streaks, recent days, reminders and notes (the coach\'s getHabit).',
  goalTemplateTitle: 'A goal',
  goalTemplateDescription: 'One goal by its id, with its habits (the coach\'s getGoal).',
  areaTemplateTitle: 'An area',
  areaTemplateDescription: 'One area (routine) by its id, with its habits (the coach\'s getArea).',
  searchDescription:
    'Find the person\'s habits, goals and areas by name (every word of the query, any case), or list them all without a query. Each result\'s id is a stride:// URI to read or to pass to fetch.',
  fetchDescription: 'The whole record a search answered, by its id (stride://habit/<id>, stride://goal/<id> or stride://area/<id>).',
  recordNotFound: 'Not found: no habit, goal or area of the person has that id. Use search to find one.',
  batchItemNeedsYes: (name: string) => `Not done: this item needs the person's yes. Call ${name} for it alone.`,
  batchLimited: 'Not done: these items would go over this assistant\'s requests a minute. Try again in a minute, or send fewer.',
  todayTitle: 'Today',
  todayDescription: 'Today\'s habits in the person\'s time zone: which are due, done, skipped or paused.',
  progressTitle: 'This week\'s progress',
  progressDescription: 'Done and scheduled per habit this week (Sunday to Saturday), as GET /api/progress answers.',
} as const;
