import { setImmediate as nextTurn } from 'node:timers/promises';

/** Items a long loop handles between two turns: at most a few milliseconds of work. */
const ITEMS_PER_TURN = 250;

/**
 * For a loop over thousands of items in a request (checking an uploaded roster's rows): awaited
 * once per item, it lets the event loop take a turn after every `every` of them. The requests
 * that arrived meanwhile (a student's home, at 8:30) are then answered between two slices of the
 * file instead of after all of it: Node runs every ready I/O callback before the next slice, so
 * the long work is what waits (docs/scale.md, "What breaks first").
 */
export function turnTaker(every = ITEMS_PER_TURN): () => Promise<void> | undefined {
  let count = 0;
  return () => (++count % every === 0 ? nextTurn() : undefined);
}
