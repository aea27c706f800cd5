import { z } from 'zod';
import { visionText } from '../coach-arguments.js';
import { visionResult } from '../coach-results.js';
import { defineCoachFunction } from '../coach-function.js';

export const createOrUpdateVision = defineCoachFunction({
  name: 'createOrUpdateVision',
  kind: 'change',
  idempotent: true,
  effect: 'vision',
  description: 'Set the personal vision, replacing the current one. E.g. "my vision is a calm, healthy life".',
  args: z.object({ text: visionText }).strict(),
  result: visionResult,
});
