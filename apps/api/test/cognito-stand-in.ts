import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call as the Cognito stand-in received it. */
export interface CognitoCall {
  /** The action, from X-Amz-Target (AWSCognitoIdentityProviderService.<action>). */
  action: string;
  body: Record<string, unknown>;
  authorization: string;
  contentType: string;
}

/**
 * A stand-in for the Cognito user pools API (AWS JSON 1.1 over HTTP, as the SDK speaks it): records
 * each call and answers `{}`, or the error queued with failNext (as Cognito writes one).
 */
export async function startCognitoStandIn() {
  const calls: CognitoCall[] = [];
  const failures: { type: string; message: string }[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    calls.push({
      action: String(req.headers['x-amz-target'] ?? '').replace(
        'AWSCognitoIdentityProviderService.',
        '',
      ),
      body: JSON.parse(body || '{}') as Record<string, unknown>,
      authorization: String(req.headers.authorization ?? ''),
      contentType: String(req.headers['content-type'] ?? ''),
    });
    res.setHeader('content-type', 'application/x-amz-json-1.1');
    const failure = failures.shift();
    if (failure) {
      res.statusCode = 400;
      res.setHeader('x-amzn-errortype', failure.type);
      res.end(JSON.stringify({ __type: failure.type, message: failure.message }));
      return;
    }
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failNext: (type: string, message: string) => failures.push({ type, message }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request's whole body as text: what the AWS stand-ins (Cognito here, SNS in its test) read. */
export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => resolve(body));
  });

/** Runs `fn` with AWS credentials in the environment, as the SDK's default chain reads them. */
export async function withAwsKeys<T>(fn: () => Promise<T>): Promise<T> {
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = 'AKIDFROMENV';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret-from-env';
  try {
    return await fn();
  } finally {
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
    else process.env.AWS_ACCESS_KEY_ID = saved.id;
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  }
}
