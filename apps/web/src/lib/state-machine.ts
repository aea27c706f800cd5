/**
 * Runs a state machine written as data (STYLE.md "State machines as data"; the server's twin is
 * apps/server/src/state-machine.ts): `step` answers the next state and the effects of an event,
 * `perform` carries the effects out, and the timers a state owns (`timers`) run while it lasts:
 * entering a state that has one starts it, leaving it cancels it (a timer is named by `key`; one
 * both states have runs on). A timer's event must move the machine out of the state that started it.
 */
export interface StateTimer<E> {
  key: string;
  ms: number;
  event: E;
}

export interface MachineSpec<S, E, F> {
  initial: S;
  step(state: S, event: E): { state: S; effects: F[] };
  timers(state: S): StateTimer<E>[];
  /** Carries out one effect; it may dispatch further events (they run after the current one's state is set). */
  perform(effect: F): void;
}

export function runMachine<S, E, F>(spec: MachineSpec<S, E, F>) {
  let state = spec.initial;
  const running = new Map<string, ReturnType<typeof setTimeout>>();

  function syncTimers() {
    const wanted = new Map(spec.timers(state).map((timer) => [timer.key, timer]));
    for (const [key, handle] of running) {
      if (wanted.has(key)) continue;
      clearTimeout(handle);
      running.delete(key);
    }
    for (const [key, timer] of wanted) {
      if (running.has(key)) continue;
      running.set(
        key,
        setTimeout(() => {
          running.delete(key);
          dispatch(timer.event);
        }, timer.ms),
      );
    }
  }

  function dispatch(event: E): S {
    const next = spec.step(state, event);
    state = next.state;
    syncTimers();
    for (const effect of next.effects) spec.perform(effect);
    return state;
  }

  return {
    get state(): S {
      return state;
    },
    dispatch,
    /** The keys of the timers running now. */
    timers(): string[] {
      return [...running.keys()];
    },
  };
}
