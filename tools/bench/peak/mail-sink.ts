/**
 * The SMTP server `npm run bench:peak` sends its mail to, in a process of its own: 5,000 mails a
 * stage are work, and in the process that times the students' answers they would be counted as
 * the portal's. Answers its address, then on `{ countFrom }` how many mails it has and how many
 * of those after the first `countFrom` went to a recipient who had one of them already.
 */
import { startSmtpSink } from '@tayori/api/test/smtp-sink';

const sink = await startSmtpSink({ parse: false });
process.send!({ url: sink.url });
process.on('message', (m: 'stop' | { countFrom: number }) => {
  if (typeof m === 'object') {
    const to = sink.received.slice(m.countFrom).map((r) => r.to);
    process.send!({ received: sink.received.length, twice: to.length - new Set(to).size });
  }
  if (m === 'stop') void sink.close().then(() => process.exit(0));
});
