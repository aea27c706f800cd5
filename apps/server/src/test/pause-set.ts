// Issue 53's pause set: spoken requests with natural mid-sentence pauses, and complete ones
// (fixtures/voice/pause-set.json), said by Debian's espeak-ng at test time (the repository keeps the
// words, speeds and pauses, not 8 MB of audio: decision 053), and how the call's end of turn does on
// them: the real detector (Silero VAD and the voice's loudness) hears each request, and the call's
// own transitions (voice-call-state.ts with end-of-turn.ts) decide where its turn ends, with the
// transcript of each pause arriving `transcriptionMs` of audio after it, as a provider's would.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTurnDetector } from '../adapters/voice-activity.js';
import { stepCall, type CallEffect, type CallEvent, type CallState } from '../modules/coach/voice-call-state.js';
import type { TurnSettings } from '../modules/coach/end-of-turn.js';

export interface PauseRequest {
  speed: number;
  segments: string[];
  /** Silence between segment i and i + 1, in ms. */
  pauses: number[];
}

export interface SpokenRequest {
  request: PauseRequest;
  /** 16 kHz mono s16le: `LEAD_MS` of silence, the segments and their pauses, `TAIL_MS` of silence. */
  pcm: Buffer;
  /** Where each segment starts and ends, in ms from the start of `pcm`: the turn must end after the last end. */
  segments: { start: number; end: number; text: string }[];
}

const RATE = 16_000;
const LEAD_MS = 300;
/** Longer than the longest wait for more words (1.2 s), so that every turn can end. */
const TAIL_MS = 1500;
const FRAME_BYTES = 640;

/** The set's requests (`file`: its JSON, this folder's fixture unless a bundled benchmark names it). */
export function readPauseSet(file: string | URL = new URL('./fixtures/voice/pause-set.json', import.meta.url)): PauseRequest[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { requests: PauseRequest[] }).requests;
}

/** One segment said by espeak-ng, trimmed where the voice starts and ends (1 % of its loudest), as 16 kHz floats. */
function say(text: string, speed: number): Float32Array {
  const dir = path.join(tmpdir(), 'stride-pause-set');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${createHash('sha1').update(`${speed}:${text}`).digest('hex').slice(0, 16)}.wav`);
  if (!existsSync(file)) execFileSync('espeak-ng', ['-v', 'en-gb', '-s', String(speed), '-w', file, text]);
  const wav = readFileSync(file);
  const rate = wav.readUInt32LE(24);
  let offset = 12;
  while (wav.toString('latin1', offset, offset + 4) !== 'data') offset += 8 + wav.readUInt32LE(offset + 4);
  const data = wav.subarray(offset + 8, offset + 8 + wav.readUInt32LE(offset + 4));
  const samples = new Float32Array(data.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2) / 32768;
  const loudest = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  let from = 0;
  let to = samples.length;
  while (from < to && Math.abs(samples[from]!) < loudest * 0.01) from++;
  while (to > from && Math.abs(samples[to - 1]!) < loudest * 0.01) to--;
  // Linear resampling to 16 kHz.
  const out = new Float32Array(Math.floor(((to - from) * RATE) / rate));
  for (let i = 0; i < out.length; i++) {
    const x = from + (i * rate) / RATE;
    const j = Math.floor(x);
    out[i] = samples[j]! + (samples[Math.min(j + 1, to - 1)]! - samples[j]!) * (x - j);
  }
  return out;
}

/** The set, spoken (espeak-ng's files are kept in the system's temporary folder between runs). */
export function spokenPauseSet(requests = readPauseSet()): SpokenRequest[] {
  return requests.map((request) => {
    const parts: Float32Array[] = [new Float32Array((LEAD_MS * RATE) / 1000)];
    const segments: SpokenRequest['segments'] = [];
    let at = LEAD_MS;
    request.segments.forEach((text, i) => {
      const voice = say(text, request.speed);
      const ms = (voice.length / RATE) * 1000;
      segments.push({ start: at, end: at + ms, text });
      parts.push(voice);
      at += ms;
      const pause = i < request.pauses.length ? request.pauses[i]! : TAIL_MS;
      parts.push(new Float32Array(Math.round((pause * RATE) / 1000)));
      at += Math.round((pause * RATE) / 1000) / (RATE / 1000);
    });
    const length = parts.reduce((n, p) => n + p.length, 0);
    const pcm = Buffer.alloc(length * 2);
    let offset = 0;
    for (const part of parts) for (const v of part) pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), (offset++) * 2);
    return { request, pcm, segments };
  });
}

/** What the detector reported while a request played (never told the turn ended: the judge decides where). */
export type Heard = { at: number; event: 'start' | 'pause' | 'quiet' | 'resume'; ms?: number }[];

export async function listenTo(spoken: SpokenRequest, pauseMs: number): Promise<Heard> {
  const heard: Heard = [];
  let at = 0;
  const detector = await createTurnDetector({
    pauseMs,
    onSpeechStart: () => heard.push({ at, event: 'start' }),
    onPause: () => heard.push({ at, event: 'pause' }),
    onQuiet: (ms) => heard.push({ at, event: 'quiet', ms }),
    onResume: () => heard.push({ at, event: 'resume' }),
    onUtterance: () => undefined,
  });
  for (let offset = 0; offset + FRAME_BYTES <= spoken.pcm.length; offset += FRAME_BYTES) {
    at = ((offset + FRAME_BYTES) / 2 / RATE) * 1000;
    await detector.push(spoken.pcm.subarray(offset, offset + FRAME_BYTES));
  }
  await detector.close();
  return heard;
}

/**
 * What a transcriber hears of the request until `ms`: whole segments as written, and the words of
 * the one cut in proportion. A segment's last 150 ms are its softest (a word's fading end, below
 * what the detector takes for the voice): a stop there has heard the whole segment.
 */
export function transcriptUntil(spoken: SpokenRequest, ms: number): string {
  const words: string[] = [];
  for (const segment of spoken.segments) {
    if (segment.end <= ms + 150) words.push(segment.text);
    else if (segment.start < ms) {
      const all = segment.text.split(/\s+/);
      const said = all.slice(0, Math.floor((all.length * (ms - segment.start)) / (segment.end - segment.start)));
      if (said.length) words.push(said.join(' ').replace(/[.,!?]+$/, ''));
    }
  }
  return words.join(' ');
}

export interface Judged {
  /** When the call ended the turn (ms from the start of the audio), or null if it never did. */
  endedAt: number | null;
  /** The turn ended inside the request (before its last segment ended). */
  cutOff: boolean;
  /** From the end of the last segment to the end of the turn. */
  waitMs: number | null;
  /** Transcriptions started (the one every turn needs included), and replies started before the turn ended. */
  transcriptions: number;
  speculations: number;
  /** Replies started early and cancelled (the person went on). */
  cancelled: number;
}

/** Where the call's transitions end the turn on what the detector heard, with transcripts `transcriptionMs` late. */
export function judge(spoken: SpokenRequest, heard: Heard, settings: TurnSettings, transcriptionMs: number, pauseMs = settings.pauseMs): Judged {
  let state: CallState = { kind: 'idle', playback: null };
  let ids = 100;
  let early = 0;
  let now = 0;
  const pending: { early: number; readyAt: number; text: string }[] = [];
  const judged: Judged = { endedAt: null, cutOff: false, waitMs: null, transcriptions: 0, speculations: 0, cancelled: 0 };
  const speculating = new Set<number>();
  const dispatch = (event: CallEvent) => {
    const next = stepCall(state, event, settings);
    state = next.state;
    for (const effect of next.effects as CallEffect[]) {
      if (effect.do === 'transcribeEarly') {
        judged.transcriptions++;
        pending.push({ early: effect.early, readyAt: now + transcriptionMs, text: transcriptUntil(spoken, now - pauseMs) });
      } else if (effect.do === 'dropEarly') pending.splice(0, pending.length, ...pending.filter((p) => p.early !== effect.early));
      else if (effect.do === 'speculate') {
        judged.speculations++;
        speculating.add(effect.turn);
      } else if (effect.do === 'abort' && speculating.delete(effect.turn)) judged.cancelled++;
      else if (effect.do === 'endTurn' && judged.endedAt === null) judged.endedAt = now;
    }
  };
  for (const { at, event, ms } of heard) {
    for (const ready of pending.filter((p) => p.readyAt <= at)) {
      now = ready.readyAt;
      pending.splice(pending.indexOf(ready), 1);
      dispatch({ type: 'heardEarly', early: ready.early, transcript: ready.text, turn: ++ids });
    }
    if (judged.endedAt !== null) break;
    now = at;
    if (event === 'start') dispatch({ type: 'speechStarted' });
    else if (event === 'pause') dispatch({ type: 'paused', early: ++early, pcm: Buffer.alloc(0) });
    else if (event === 'quiet') dispatch({ type: 'quiet', ms: ms!, turn: ++ids });
    else dispatch({ type: 'resumed' });
    if (judged.endedAt !== null) break;
  }
  const last = spoken.segments.at(-1)!.end;
  if (judged.endedAt !== null) {
    judged.cutOff = judged.endedAt < last;
    judged.waitMs = judged.endedAt - last;
  }
  return judged;
}
