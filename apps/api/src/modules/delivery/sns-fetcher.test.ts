import { describe, expect, it } from 'vitest';
import {
  CERT_URL,
  rsaKeyPair,
  selfSignedCertificate,
  SUBSCRIBE_URL,
} from '../../../test/sns-stand-in';
import { CertificateRefused, createSnsFetcher, type SnsFetch } from './sns-fetcher';
import { signingCertUrl, snsUrl } from './sns-signature';

/** The production fetcher and its host allow-list, with fetch answered here instead of by SNS. */

describe('SNS URLs: https on sns.<region>.amazonaws.com only', () => {
  it.each([
    CERT_URL,
    'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-abc.pem',
    'https://sns.us-gov-west-1.amazonaws.com/SimpleNotificationService-abc.pem',
    'https://SNS.ap-northeast-1.amazonaws.com/SimpleNotificationService-abc.pem',
  ])('takes %s', (url) => {
    expect(signingCertUrl(url)).not.toBeNull();
  });

  it.each([
    ['http', CERT_URL.replace('https:', 'http:')],
    ['another host', 'https://evil.example/SimpleNotificationService-abc.pem'],
    ['a host ending like SNS', 'https://sns.ap-northeast-1.amazonaws.com.evil.example/x.pem'],
    ['a host starting like SNS', 'https://evilsns.ap-northeast-1.amazonaws.com/x.pem'],
    ['another AWS service', 'https://s3.ap-northeast-1.amazonaws.com/x.pem'],
    ['no region', 'https://sns.amazonaws.com/x.pem'],
    ['userinfo', 'https://sns.ap-northeast-1.amazonaws.com@evil.example/x.pem'],
    ['userinfo naming SNS', 'https://a:b@sns.ap-northeast-1.amazonaws.com/x.pem'],
    ['a port', 'https://sns.ap-northeast-1.amazonaws.com:8443/x.pem'],
    ['the default port written', 'https://sns.ap-northeast-1.amazonaws.com:443/x.pem'],
    ['a backslash', 'https://evil.example\\@sns.ap-northeast-1.amazonaws.com/x.pem'],
    ['a percent-encoded host', 'https://sns%2eap-northeast-1.amazonaws.com/x.pem'],
    ['a trailing dot', 'https://sns.ap-northeast-1.amazonaws.com./x.pem'],
    ['no .pem', 'https://sns.ap-northeast-1.amazonaws.com/x.txt'],
    ['a query', `${CERT_URL}?x=1`],
    ['a fragment', `${CERT_URL}#x`],
    ['not a URL', 'sns.ap-northeast-1.amazonaws.com/x.pem'],
    ['empty', ''],
  ])('refuses %s', (_why, url) => {
    expect(signingCertUrl(url)).toBeNull();
  });

  it('a SubscribeURL may carry its query, on an SNS host only', () => {
    expect(snsUrl(SUBSCRIBE_URL)?.searchParams.get('Action')).toBe('ConfirmSubscription');
    expect(snsUrl(SUBSCRIBE_URL.replace('https:', 'http:'))).toBeNull();
    expect(snsUrl('https://evil.example/?Action=ConfirmSubscription')).toBeNull();
  });
});

/** A fetch answering `body` (status 200 unless told) and counting its calls. */
function answering(body: string | (() => Response), seen: { url: string; init: unknown }[] = []) {
  const f: SnsFetch = async (url, init) => {
    seen.push({ url: url.href, init });
    return typeof body === 'string' ? new Response(body) : body();
  };
  return { fetch: f, seen };
}

describe('createSnsFetcher', () => {
  const { publicKey, privateKey } = rsaKeyPair();
  const certificate = selfSignedCertificate(publicKey, privateKey);

  it("reads the certificate's key once, over GET without redirects, and keeps it", async () => {
    const { fetch, seen } = answering(certificate);
    const fetcher = createSnsFetcher({ fetch });
    const url = new URL(CERT_URL);
    const [a, b] = await Promise.all([fetcher.signingKey(url), fetcher.signingKey(url)]);
    const c = await fetcher.signingKey(url);
    expect(a.equals(publicKey)).toBe(true);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: CERT_URL, init: { method: 'GET', redirect: 'error' } });
  });

  it.each([
    ['a 404', () => new Response('Not Found', { status: 404 })],
    [
      'no certificate',
      () => new Response('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'),
    ],
    ['a page too large', () => new Response('x'.repeat(20_000))],
  ])('refuses %s, and tries again for the next message', async (_why, answer) => {
    const { fetch, seen } = answering(answer);
    const fetcher = createSnsFetcher({ fetch });
    await expect(fetcher.signingKey(new URL(CERT_URL))).rejects.toBeInstanceOf(CertificateRefused);
    await expect(fetcher.signingKey(new URL(CERT_URL))).rejects.toBeInstanceOf(CertificateRefused);
    expect(seen).toHaveLength(2);
  });

  it('refuses a certificate outside its validity dates', async () => {
    const expired = selfSignedCertificate(publicKey, privateKey, {
      from: new Date('2020-01-01T00:00:00Z'),
      to: new Date('2021-01-01T00:00:00Z'),
    });
    const fetcher = createSnsFetcher({ fetch: answering(expired).fetch });
    await expect(fetcher.signingKey(new URL(CERT_URL))).rejects.toThrow('not valid now');
  });

  it('fetches nothing off SNS, whoever asks', async () => {
    const { fetch, seen } = answering(certificate);
    const fetcher = createSnsFetcher({ fetch });
    await expect(fetcher.signingKey(new URL('https://evil.example/x.pem'))).rejects.toThrow(
      CertificateRefused,
    );
    await expect(fetcher.confirm(new URL('https://evil.example/?Action=x'))).rejects.toThrow();
    expect(seen).toEqual([]);
  });

  it('gives up on a host that does not answer in time', async () => {
    const never: SnsFetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason)),
      );
    const fetcher = createSnsFetcher({ fetch: never, timeoutMs: 20 });
    await expect(fetcher.signingKey(new URL(CERT_URL))).rejects.toThrow();
    await expect(fetcher.confirm(new URL(SUBSCRIBE_URL))).rejects.toThrow();
  });

  it('confirms a subscription by a GET of its SubscribeURL; a refusal is an error', async () => {
    const { fetch, seen } = answering('<ConfirmSubscriptionResponse/>');
    await createSnsFetcher({ fetch }).confirm(new URL(SUBSCRIBE_URL));
    expect(seen).toMatchObject([{ url: new URL(SUBSCRIBE_URL).href, init: { method: 'GET' } }]);
    const refused = answering(() => new Response('', { status: 403 }));
    await expect(
      createSnsFetcher({ fetch: refused.fetch }).confirm(new URL(SUBSCRIBE_URL)),
    ).rejects.toThrow('403');
  });
});
