/**
 * Where Week and Day place a day's events (react-big-calendar's `dayLayoutAlgorithm`). The
 * library's own layouts treat events that start within half a slot of each other as overlapping
 * (30 minutes, with the spec's one-hour slots): "Stretch 07:00-07:15" and "Meditate 07:15-07:30"
 * were drawn one over the other, the second a sliver hiding the first's name (issue 51). Habits
 * rarely share their minutes: here an event has the column's whole width unless it shares time
 * with another, and events that do share time split the width into equal columns, none over another.
 */

/** What the library hands a layout: the slot metrics answer an event's top and height, in % of the day. */
interface SlotMetrics {
  getRange(start: Date, end: Date): { startDate: Date; endDate: Date; top: number; height: number };
}

interface LayoutInput<T> {
  events: T[];
  slotMetrics: SlotMetrics;
  accessors: { start(event: T): Date; end(event: T): Date };
}

export interface PlacedEvent<T> {
  event: T;
  /** Percentages of the day column, as the library reads them. */
  style: { top: number; height: number; width: number; xOffset: number };
}

/** At least this long when deciding what shares time: a block is drawn at least 20 px high. */
const SHORTEST_MS = 60_000;

export function habitDayLayout<T>({ events, slotMetrics, accessors }: LayoutInput<T>): PlacedEvent<T>[] {
  const items = events
    .map((event) => {
      const range = slotMetrics.getRange(accessors.start(event), accessors.end(event));
      const startMs = range.startDate.getTime();
      return { event, startMs, endMs: Math.max(range.endDate.getTime(), startMs + SHORTEST_MS), top: range.top, height: range.height, column: 0 };
    })
    .sort((a, b) => a.startMs - b.startMs || b.endMs - a.endMs);

  const placed: PlacedEvent<T>[] = [];
  let group: typeof items = [];
  let groupEnd = -Infinity;
  const place = () => {
    // Each event takes the first column free at its start.
    const columnEnds: number[] = [];
    for (const item of group) {
      let column = columnEnds.findIndex((end) => end <= item.startMs);
      if (column < 0) column = columnEnds.push(0) - 1;
      columnEnds[column] = item.endMs;
      item.column = column;
    }
    const width = 100 / columnEnds.length;
    for (const item of group) placed.push({ event: item.event, style: { top: item.top, height: item.height, width, xOffset: item.column * width } });
    group = [];
    groupEnd = -Infinity;
  };
  for (const item of items) {
    // An event that starts when everything before it has ended begins a new group.
    if (group.length > 0 && item.startMs >= groupEnd) place();
    group.push(item);
    groupEnd = Math.max(groupEnd, item.endMs);
  }
  if (group.length > 0) place();
  return placed;
}
