import { awayFromMidnight } from './away-from-midnight.js';

// Run before each browser file is read (vitest.config.ts, setupFiles): a file whose walks read
// their day as they start does not start in a day's last minutes (away-from-midnight.ts).
await awayFromMidnight();
