// The settings of the voice call's end of turn (issue 53), with their defaults: read by config.ts
// from VOICE_TURN_*, used by the rule in modules/coach/end-of-turn.ts. Decision 053 says how the
// defaults were chosen (the pause set, bench/voice-latency).

export interface TurnSettings {
  rule: 'words' | 'fixed';
  /** `fixed`: the quiet that ends every turn (`VOICE_END_OF_TURN_MS`). */
  fixedMs: number;
  completeMs: number;
  continuingMs: number;
  unsureMs: number;
  /** Quiet after the voice before a pause is reported: the utterance so far is transcribed there. */
  pauseMs: number;
  /** At a pause whose transcript is in, the reply starts (held back, nothing written) before the turn ends. */
  speculate: boolean;
}

export const TURN_SETTINGS: TurnSettings = {
  rule: 'words',
  fixedMs: 600,
  completeMs: 250,
  continuingMs: 1200,
  unsureMs: 800,
  pauseMs: 20,
  speculate: true,
};

/** The settings of the call before issue 53 (the benchmark's "without"): a fixed silence, the early transcript at half of it. */
export const fixedTurns = (fixedMs: number): TurnSettings => ({ ...TURN_SETTINGS, rule: 'fixed', fixedMs, pauseMs: Math.round(fixedMs / 2), speculate: false });
