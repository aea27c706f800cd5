import type { VoiceServerMessage } from '@stride/domain';

/** How long an interrupted reply waits for the browser to say how much it played. */
export const PLAYED_TIMEOUT_MS = 1500;

/** What the driver holds for a turn the call's state names: its cancelling, and its reply's audio. */
export interface TurnWork {
  controller: AbortController;
  /** Spoken over (the state's playback says so too; the running answer reads it here). */
  interrupted: boolean;
  /** Sentences spoken so far, each with the sample count at which its audio ends. */
  spoken: { text: string; endSample: number }[];
  samplesSent: number;
  /** Resolves with the samples the browser played, once it says (or the state's timer runs out). */
  played: Promise<number>;
  onPlayed(samples: number): void;
  /** Keeps the reply in the conversation (set once it was written in full). */
  keep(text: string): Promise<void>;
  /**
   * A reply started before the turn was over (issue 53): true once the turn is over (`release`),
   * false if it was cancelled first. Until then its messages wait in `held`, its audio is not
   * sent, and nothing it would write runs.
   */
  released: Promise<boolean>;
  release(): void;
  held: VoiceServerMessage[] | null;
}

export function turnWork(early = false): TurnWork {
  const work: TurnWork = {
    controller: new AbortController(),
    interrupted: false,
    spoken: [],
    samplesSent: 0,
    played: Promise.resolve(0),
    onPlayed: () => undefined,
    keep: async () => undefined,
    released: Promise.resolve(true),
    release: () => undefined,
    held: early ? [] : null,
  };
  work.played = new Promise<number>((resolve) => (work.onPlayed = resolve));
  if (early) {
    work.released = new Promise<boolean>((resolve) => {
      work.release = () => resolve(true);
      work.controller.signal.addEventListener('abort', () => resolve(false));
    });
  }
  return work;
}
