import { VOICE_AUDIO } from '@stride/domain';

/**
 * The AudioWorklet (`public/pcm-capture.worklet.js`, a file of ours: the Content-Security-Policy
 * allows scripts from the app's origin only) that turns the microphone into what the server
 * hears: 16 kHz mono 16-bit PCM in 20 ms frames.
 */
const WORKLET_URL = '/pcm-capture.worklet.js';

export interface MicCapture {
  /** The context the call plays its speech on too. */
  context: AudioContext;
  stop(): void;
}

/**
 * Opens the microphone with echo cancellation (the coach must never hear itself, or it would
 * interrupt itself) and sends `onFrame` each 20 ms frame of 16 kHz PCM. Rejects like getUserMedia
 * when the microphone is refused.
 */
export async function startMicCapture(onFrame: (pcm: ArrayBuffer) => void): Promise<MicCapture> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
  });
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(WORKLET_URL);
    const node = new AudioWorkletNode(context, 'pcm-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      processorOptions: { rate: VOICE_AUDIO.inputSampleRate, frameSamples: (VOICE_AUDIO.inputSampleRate * VOICE_AUDIO.inputFrameMs) / 1000 },
    });
    node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onFrame(event.data);
    context.createMediaStreamSource(stream).connect(node);
    if (context.state === 'suspended') await context.resume();
    return {
      context,
      stop() {
        node.port.onmessage = null;
        node.disconnect();
        stream.getTracks().forEach((track) => track.stop());
        void context.close().catch(() => undefined);
      },
    };
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    void context.close().catch(() => undefined);
    throw error;
  }
}
