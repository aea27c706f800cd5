/* global AudioWorkletProcessor, registerProcessor, sampleRate -- the AudioWorkletGlobalScope's own names */
// The voice call's microphone (apps/web/src/features/ai-coach/voice/mic-capture.ts): whatever the
// AudioContext's own rate (44.1 or 48 kHz), 16 kHz mono 16-bit PCM in frames of
// `processorOptions.frameSamples`. Each output sample averages the input samples that fall in it
// (a box filter: enough against aliasing for speech).
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
