/** The server's notion of now; tests hand in a clock they can move to exercise expiry. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
