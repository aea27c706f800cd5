import { VOICE_AUDIO } from '@stride/domain';

/**
 * The AudioWorklet that turns the microphone into what the server hears: 16 kHz mono 16-bit PCM in
 * 20 ms frames. It averages the input samples that fall in each output sample (a box filter, enough
 * against aliasing for speech) whatever the context's own rate is (44.1 or 48 kHz).
 */
const WORKLET = `
class PcmCapture extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.step = sampleRate / options.processorOptions.rate;
    this.frame = new Int16Array(options.processorOptions.frameSamples);
    this.filled = 0;
    this.sum = 0;
    this.count = 0;
    this.position = 0;
  }
  process(inputs) {
    const input = inputs[0] && inputs[0][0];
    if (!input) return true;
    for (let i = 0; i < input.length; i++) {
      this.sum += input[i];
      this.count++;
      this.position++;
      if (this.position >= this.step) {
        this.position -= this.step;
        const sample = Math.max(-1, Math.min(1, this.sum / this.count));
        this.sum = 0;
        this.count = 0;
        this.frame[this.filled++] = sample < 0 ? sample * 32768 : sample * 32767;
        if (this.filled === this.frame.length) {
          this.port.postMessage(this.frame.buffer.slice(0));
          this.filled = 0;
        }
      }
    }
    return true;
  }
}
registerProcessor('pcm-capture', PcmCapture);
`;

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
    const url = URL.createObjectURL(new Blob([WORKLET], { type: 'text/javascript' }));
    await context.audioWorklet.addModule(url);
    URL.revokeObjectURL(url);
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
