import { tokyoDateOf } from '@tayori/contract';

/** The injectable clock: tests move time, the app uses the system time. */
export interface Clock {
  now(): Date;
  /** Today in Asia/Tokyo, YYYY-MM-DD. */
  today(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => tokyoDateOf(new Date()),
};

export function fixedClock(start: Date): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    today: () => tokyoDateOf(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
