import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as WsWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { API, VOICE_CLOSE_CODES, urlOf, type VoiceClientMessage, type VoiceServerMessage } from '@stride/domain';
import type { SpeechPlayer } from './speech-player';
import { openVoiceCallSession, type VoiceCallEvents } from './voice-call-session';

/** A player that counts what it was given and plays it when the test says (no audio device here). */
function testPlayer() {
  const chunks: number[] = [];
  let played = 0;
  const player: SpeechPlayer & { chunks: number[]; finish(): void } = {
    chunks,
    onDrained: null,
    play: (pcm) => void chunks.push(pcm.byteLength / 2),
    stop: () => {
      const samples = played;
      chunks.length = 0;
      return samples;
    },
    played: () => played,
    busy: () => played < chunks.reduce((a, b) => a + b, 0),
    reset: () => {
      chunks.length = 0;
      played = 0;
    },
    /** Everything given has played. */
    finish() {
      played = chunks.reduce((a, b) => a + b, 0);
      player.onDrained?.();
    },
  };
  return player;
}

function recorder() {
  const log: string[] = [];
  const events: VoiceCallEvents = {
    state: (s) => log.push(`state:${s}`),
    ready: (id) => log.push(`ready:${id}`),
    heard: (t) => log.push(`heard:${t}`),
    said: (t) => log.push(`said:${t}`),
    changed: (c) => log.push(`changed:${c.functionCalled}`),
    limit: (m) => log.push(`limit:${m}`),
    failed: (m) => log.push(`failed:${m}`),
    closed: ({ lost, opened, code }) => log.push(`closed:${lost ? 'lost' : 'meant'}:${opened}:${code}`),
  };
  return { log, events };
}

describe('voice call session (a real WebSocket server speaking the call protocol)', () => {
  let server: WebSocketServer;
  let url: string;
  let peer: Promise<ServerSocket>;
  const received: (VoiceClientMessage | number)[] = [];
  const sendJson = (socket: ServerSocket, message: VoiceServerMessage) => socket.send(JSON.stringify(message));

  beforeEach(async () => {
    // jsdom's window has no WebSocket of its own: the `ws` client is a standard one (same API as a browser's).
    vi.stubGlobal('WebSocket', WsWebSocket);
    received.length = 0;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as { port: number }).port}${urlOf(API.coach.voice)}`;
    peer = new Promise((resolve) =>
      server.once('connection', (socket) => {
        socket.on('message', (data: Buffer, binary: boolean) => received.push(binary ? data.length : (JSON.parse(data.toString()) as VoiceClientMessage)));
        resolve(socket);
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    server.clients.forEach((c) => c.terminate());
    await new Promise((resolve) => server.close(resolve));
  });

  it('plays speech in order, says when a reply has played to its end, and sends the microphone', async () => {
    const player = testPlayer();
    const { log, events } = recorder();
    const session = openVoiceCallSession(url, player, events);
    const socket = await peer;
    sendJson(socket, { type: 'ready', sessionId: '6f1c1b7e-3c35-4d43-9d7e-2b1cbb4c7f10', secondsLeft: 60 });
    sendJson(socket, { type: 'state', state: 'greeting' });
    sendJson(socket, { type: 'delta', text: 'Hi Ada!' });
    socket.send(Buffer.alloc(4800));
    socket.send(Buffer.alloc(2400));
    sendJson(socket, { type: 'reply', text: 'Hi Ada!', interrupted: false, audioSamples: 3600 });
    await vi.waitFor(() => expect(log).toContain('said:Hi Ada!'));
    await vi.waitFor(() => expect(player.chunks).toEqual([2400, 1200]));
    expect(log).toEqual(['ready:6f1c1b7e-3c35-4d43-9d7e-2b1cbb4c7f10', 'state:greeting', 'said:Hi Ada!', 'state:speaking', 'said:Hi Ada!']);
    // Not played yet: the server is not told, and the call still shows Speaking.
    expect(received).toEqual([]);
    player.finish();
    await vi.waitFor(() => expect(received).toEqual([{ type: 'played', samples: 3600 }]));
    expect(log.at(-1)).toBe('state:idle');

    session.sendAudio(new Int16Array(320).buffer);
    await vi.waitFor(() => expect(received.at(-1)).toBe(640));

    sendJson(socket, { type: 'state', state: 'listening' });
    sendJson(socket, { type: 'transcript', text: 'Add a goal' });
    sendJson(socket, { type: 'function', functionCalled: 'createGoal', functionResult: { id: 'g1' } });
    await vi.waitFor(() => expect(log.slice(-4)).toEqual(['state:listening', 'heard:Add a goal', 'said:', 'changed:createGoal']));
    session.end();
    await vi.waitFor(() => expect(received.at(-1)).toEqual({ type: 'end' }));
  });

  it('stops at once on an interrupt and tells the server how much was heard', async () => {
    const player = testPlayer();
    const { events } = recorder();
    openVoiceCallSession(url, player, events);
    const socket = await peer;
    socket.send(Buffer.alloc(48_000));
    await vi.waitFor(() => expect(player.chunks).toEqual([24_000]));
    const stop = vi.spyOn(player, 'stop').mockReturnValue(9_000);
    sendJson(socket, { type: 'interrupt' });
    await vi.waitFor(() => expect(received).toEqual([{ type: 'played', samples: 9_000 }]));
    expect(stop).toHaveBeenCalled();
  });

  it('tells a limit apart from a lost connection', async () => {
    const limited = recorder();
    openVoiceCallSession(url, testPlayer(), limited.events);
    const socket = await peer;
    sendJson(socket, { type: 'ready', sessionId: '6f1c1b7e-3c35-4d43-9d7e-2b1cbb4c7f10', secondsLeft: 1 });
    sendJson(socket, { type: 'limit', message: 'Daily call limit reached.' });
    socket.close(VOICE_CLOSE_CODES.limitReached, 'voice limit reached');
    await vi.waitFor(() => expect(limited.log.slice(1)).toEqual(['limit:Daily call limit reached.', `closed:meant:true:${VOICE_CLOSE_CODES.limitReached}`]));

    // A call that sent no audio is ended by the server (issue 38): said, and no lost connection.
    peer = new Promise((resolve) => server.once('connection', resolve));
    const quiet = recorder();
    openVoiceCallSession(url, testPlayer(), quiet.events);
    const silent = await peer;
    sendJson(silent, { type: 'ready', sessionId: '6f1c1b7e-3c35-4d43-9d7e-2b1cbb4c7f10', secondsLeft: 60 });
    sendJson(silent, { type: 'error', code: 'no_audio', message: 'The call ended: no sound reached us.', fatal: true });
    silent.close(VOICE_CLOSE_CODES.noAudio, 'no audio');
    await vi.waitFor(() => expect(quiet.log.slice(1)).toEqual(['failed:The call ended: no sound reached us.', `closed:meant:true:${VOICE_CLOSE_CODES.noAudio}`]));

    peer = new Promise((resolve) => server.once('connection', resolve));
    const dropped = recorder();
    openVoiceCallSession(url, testPlayer(), dropped.events);
    (await peer).terminate();
    // Dropped before the server accepted it: not opened (the hook then asks the server why).
    await vi.waitFor(() => expect(dropped.log).toEqual(['closed:lost:false:1006']));
  });
});
