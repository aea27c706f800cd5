import { describe, expect, it } from 'vitest';
import { LIMIT_TEXTS as L } from '@stride/domain';
import { depthBody, depthValuesOf, validateDepth } from './habit-depth-fields';

/** Issue 40: the habit form's kinds of target (docs/decisions/032). */
describe('the habit form: at least, at most, quit', () => {
  it('sends a limit with its direction, a quit habit as at most 0, an amount to reach as before', () => {
    const frequency = null;
    expect(depthBody({ target: { quantity: '2', unit: ' coffees ', kind: 'atMost' }, frequency }).target).toEqual({ quantity: 2, unit: 'coffees', direction: 'atMost' });
    expect(depthBody({ target: { quantity: '', unit: 'sugar', kind: 'quit' }, frequency }).target).toEqual({ quantity: 0, unit: 'sugar', direction: 'atMost' });
    expect(depthBody({ target: { quantity: '8', unit: 'glasses' }, frequency }).target).toEqual({ quantity: 8, unit: 'glasses' });
  });

  it('reads a habit back into its kind', () => {
    expect(depthValuesOf({ target: { quantity: 0, unit: 'sugar', direction: 'atMost' }, frequency: null }).target).toEqual({ quantity: '0', unit: 'sugar', kind: 'quit' });
    expect(depthValuesOf({ target: { quantity: 2, unit: 'coffees', direction: 'atMost' }, frequency: null }).target?.kind).toBe('atMost');
    expect(depthValuesOf({ target: { quantity: 8, unit: 'glasses' }, frequency: null }).target?.kind).toBe('atLeast');
  });

  it('checks what each kind needs', () => {
    expect(validateDepth({ target: { quantity: '0', unit: 'coffees', kind: 'atMost' }, frequency: null })).toEqual({});
    expect(validateDepth({ target: { quantity: '0', unit: 'glasses', kind: 'atLeast' }, frequency: null })).toHaveProperty('quantity');
    expect(validateDepth({ target: { quantity: '', unit: '', kind: 'quit' }, frequency: null })).toEqual({ unit: L.quitRequired });
    expect(validateDepth({ target: { quantity: '2', unit: 'coffees', kind: 'atMost' }, frequency: { times: '3', period: 'week' } })).toEqual({ kind: L.limitNeedsSetDays });
  });
});
