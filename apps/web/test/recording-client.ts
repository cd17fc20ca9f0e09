/** What a screen's test answers its searches with, and the queries the screen sent. */
export interface Recorded<A> {
  answer: A;
  calls: unknown[];
}

/**
 * A stand-in for shared/api/client's callApi that records each call's query and answers with
 * `recorded.answer`, for a screen that sends one kind of request (a search):
 * `vi.mock('…/shared/api/client', async () => (await import('…/test/recording-client')).recordingClient(api))`.
 */
export const recordingClient = <A>(recorded: Recorded<A>) => ({
  callApi: (_name: string, opts: { query?: unknown }) => {
    recorded.calls.push(opts.query);
    return Promise.resolve(recorded.answer);
  },
});
