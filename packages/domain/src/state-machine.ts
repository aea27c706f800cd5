/**
 * Runs a state machine written as data (STYLE.md "State machines as data"): `step` answers the
 * next state and the effects of an event, `perform` carries the effects out, and the timers a
 * state owns (`timers`) run while it lasts: entering a state that has one starts it, leaving it
 * cancels it (a timer is named by `key`; one that both states have runs on). A timer's event must
 * move the machine out of the state that started it. One runner for the server's voice call and
 * the browser's call session (decision 044): plain timers, no Node or DOM types.
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
  const running = new Map<string, { timer: StateTimer<E>; handle: ReturnType<typeof setTimeout> }>();

  function start(timer: StateTimer<E>) {
    const handle = setTimeout(() => {
      running.delete(timer.key);
      dispatch(timer.event);
    }, timer.ms);
    running.set(timer.key, { timer, handle });
  }

  function syncTimers() {
    const wanted = new Map(spec.timers(state).map((timer) => [timer.key, timer]));
    for (const [key, { handle }] of running) {
      if (wanted.has(key)) continue;
      clearTimeout(handle);
      running.delete(key);
    }
    for (const [key, timer] of wanted) if (!running.has(key)) start(timer);
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
    /** Starts a running timer over, for its whole time again (its state goes on). */
    refresh(key: string) {
      const entry = running.get(key);
      if (!entry) return;
      clearTimeout(entry.handle);
      start(entry.timer);
    },
    /** The keys of the timers running now. */
    timers(): string[] {
      return [...running.keys()];
    },
  };
}
