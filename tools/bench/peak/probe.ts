import { readFileSync } from 'node:fs';
import pg from 'pg';
import { BULK_APPLICATION_NAME, JOB_SCHEMA } from '@tayori/api/db/client';
import { JOB_APPLICATION_NAME } from '@tayori/api/platform/jobs';

/**
 * What `npm run bench:peak` watches besides the answers: each instance's CPU time and memory
 * (/proc/<pid>/stat and status), the database's connections and the job queue's lag.
 */

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (in parentheses, which may hold spaces): utime is 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A process's resident memory now and at its highest (MB). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

export type DatabaseProbe = ReturnType<typeof watchDatabase>;

/** The probe's own connection, which it leaves out of what it counts. */
const PROBE = 'tayori-bench-probe';

/**
 * Samples the database's connections and the queue's lag every second while a stage runs, and
 * what the portal's connections are doing every 50 ms (one connection: the queries take turns).
 */
export function watchDatabase(url: string) {
  const client = new pg.Client({ connectionString: url, application_name: PROBE });
  const seen = { connections: 0, queueLagSeconds: 0 };
  let timer: NodeJS.Timeout | undefined;
  const sample = async () => {
    const { rows } = await client.query<{ connections: number; lag: number | null }>(
      `select (select count(*)::int from pg_stat_activity
                 where datname = current_database() and application_name <> '${PROBE}')
                as connections,
              (select extract(epoch from now() - min(start_after))::float
                 from ${JOB_SCHEMA}.job where state = 'created' and start_after <= now()) as lag`,
    );
    seen.connections = Math.max(seen.connections, rows[0]!.connections);
    seen.queueLagSeconds = Math.max(seen.queueLagSeconds, rows[0]!.lag ?? 0);
  };
  // What the portal's connections (not the queue's) are doing, sampled every 50 ms: a count per
  // state and statement, so a stage shows what held them while the students waited for one.
  let doing: Record<string, number> = {};
  let watching = false;
  const look = async () => {
    const { rows } = await client.query<{ what: string }>(
      `select case application_name when '${BULK_APPLICATION_NAME}' then 'bulk ' else '' end
              || state || coalesce(' (' || wait_event || ')', '') || ': '
              || left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 60) as what
         from pg_stat_activity
        where datname = current_database() and state <> 'idle'
          and application_name not in ('${PROBE}', '${JOB_APPLICATION_NAME}')`,
    );
    for (const { what } of rows) doing[what] = (doing[what] ?? 0) + 1;
  };
  const lookAgain = (): void => {
    if (!watching) return;
    void look()
      .catch(() => undefined)
      .then(() => setTimeout(lookAgain, 50));
  };
  return {
    start: async () => {
      await client.connect();
      timer = setInterval(() => void sample().catch(() => undefined), 1000);
      watching = true;
      lookAgain();
    },
    /** The highest seen since the last take, then starts again. */
    take: () => {
      const busiest = Object.entries(doing)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12);
      const taken = { ...seen, busiest };
      seen.connections = 0;
      seen.queueLagSeconds = 0;
      doing = {};
      return taken;
    },
    stop: async () => {
      clearInterval(timer);
      watching = false;
      await client.end();
    },
  };
}
