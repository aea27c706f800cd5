/** A TCP port free on loopback right now, for a server a script starts for itself. */
export function freePort(): Promise<number>;
