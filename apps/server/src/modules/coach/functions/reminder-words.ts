/** "15 min before", "1 h before", "at the start". */
export const inWords = (minutes: number) => (minutes === 0 ? 'at the start' : minutes % 60 === 0 ? `${minutes / 60} h before` : `${minutes} min before`);
