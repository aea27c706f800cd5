import { useEffect } from 'react';
import { habitSchema } from '@stride/domain';
import { WORKER_MESSAGES } from '../offline/worker-messages';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { updateHabitLists } from './habits-endpoints';

/**
 * A reminder's "Done" completes the occurrence from the service worker (issue 21); an open window
 * shows the check mark at once, as if it had been ticked there.
 */
export function useWorkerHabitUpdates() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; habit?: unknown } | null;
      if (data?.type !== WORKER_MESSAGES.habitCompleted) return;
      const parsed = habitSchema.safeParse(data.habit);
      if (!parsed.success) return;
      const habit = parsed.data;
      updateHabitLists(dispatch, store.getState, (habits) => habits.map((h) => (h.id === habit.id ? habit : h)));
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    // Messages wait in a queue until the page says it listens (addEventListener alone does not).
    navigator.serviceWorker.startMessages();
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [dispatch, store]);
}
