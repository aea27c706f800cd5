import { NOTIFICATION_TEXTS, PRODUCT_NAME, PUSH_DONE_ACTION, ROUTES, type PushPayload } from '@stride/domain';

const KINDS: ReadonlySet<string> = new Set<PushPayload['kind']>(['reminder', 'nudge', 'review', 'test']);
const text = (value: unknown): value is string => typeof value === 'string';

/** A path on this site: '//evil.example' and '/\evil.example' resolve elsewhere, as does any full URL. */
function sameOrigin(path: string): boolean {
  const origin = globalThis.location?.origin ?? 'https://stride.invalid';
  try {
    return path.startsWith('/') && new URL(path, origin).origin === origin;
  } catch {
    return false;
  }
}

/** A message that is not ours, or that could not be read: still shown (a push must show something), opening the app. */
const FALLBACK: PushPayload = { kind: 'test', title: PRODUCT_NAME, body: '', url: ROUTES.dashboard, tag: 'stride' };

/**
 * The payload a push carries (`PushMessageData`) or a notification keeps (`data`), checked by hand:
 * the worker stays small without zod. A URL that would leave this origin is not followed.
 */
export function readPushPayload(data: { json(): unknown } | PushPayload | null | undefined): PushPayload {
  let raw: unknown = data;
  if (data && typeof (data as { json?: unknown }).json === 'function') {
    try {
      raw = (data as { json(): unknown }).json();
    } catch {
      return FALLBACK;
    }
  }
  if (!raw || typeof raw !== 'object') return FALLBACK;
  const p = raw as Record<string, unknown>;
  if (!text(p.kind) || !KINDS.has(p.kind) || !text(p.title) || !text(p.body) || !text(p.tag)) return FALLBACK;
  const url = text(p.url) && sameOrigin(p.url) ? p.url : ROUTES.dashboard;
  return {
    kind: p.kind as PushPayload['kind'],
    title: p.title,
    body: p.body,
    url,
    tag: p.tag,
    ...(text(p.habitId) ? { habitId: p.habitId } : {}),
    ...(text(p.date) ? { date: p.date } : {}),
    ...(text(p.time) ? { time: p.time } : {}),
    ...(text(p.doneLabel) && p.doneLabel.trim() ? { doneLabel: p.doneLabel.slice(0, 40) } : {}),
  };
}

/** The occurrence a reminder is for, which its "Done" action completes. */
export function reminderOf(payload: PushPayload): { habitId: string; date: string; time?: string } | undefined {
  if (payload.kind !== 'reminder' || !payload.habitId || !payload.date) return undefined;
  return { habitId: payload.habitId, date: payload.date, ...(payload.time ? { time: payload.time } : {}) };
}

/** `NotificationOptions` with the action buttons service workers may show (not in every lib's typings). */
type ShownOptions = NotificationOptions & { actions?: { action: string; title: string }[] };

/**
 * How a payload is shown: a reminder names the habit and its time, with a "Done" action, in the
 * person's language when the server sent its label (issue 54), English otherwise.
 */
export function notificationOf(payload: PushPayload): { title: string; options: ShownOptions } {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      data: payload,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      ...(reminderOf(payload) ? { actions: [{ action: PUSH_DONE_ACTION, title: payload.doneLabel ?? NOTIFICATION_TEXTS.doneAction }] } : {}),
    },
  };
}


