/**
 * Two readings of one recording. `declared`: what its headers and timestamps say (a client writes
 * them, so they may say anything). `counted`: what its own frames, packets or samples add up to,
 * less the most an encoder pads the ends with, so an honest file's count is never above its true
 * length. Either is null when the file does not give it.
 */
export interface AudioMeasure {
  declared: number | null;
  counted: number | null;
}

/** The longest any recorder makes a sample rate count for: voice is recorded at 48 kHz at most. */
export const MAX_VOICE_SAMPLE_RATE = 48_000;

/** A sample rate read from a header, held to what a voice recorder uses (so a file cannot divide its count by a made-up rate). */
export const plausibleRate = (rate: number): number => Math.min(rate, MAX_VOICE_SAMPLE_RATE);
