import { X509Certificate, type KeyObject } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { signingCertUrl, snsUrl } from './sns-signature';

/**
 * What the SNS endpoint fetches from SNS itself (docs/decisions/delivery.md): the signing
 * certificate a message names, and the SubscribeURL that confirms the subscription. Only from SNS
 * hosts (checked again here, whoever calls), over HTTPS, without following redirects, within a
 * time limit. Certificates are kept: SNS signs with one for months, and every message names it.
 */

/** The part of fetch used: tests give a stand-in that answers as SNS would. */
export type SnsFetch = (
  url: URL,
  init: { method: 'GET'; redirect: 'error'; signal: AbortSignal },
) => Promise<Response>;

export interface SnsFetcher {
  /** The public key of the certificate at an SNS host's SigningCertURL. */
  signingKey(url: URL): Promise<KeyObject>;
  /** Visits an SNS host's SubscribeURL: SNS then sends to this endpoint. */
  confirm(url: URL): Promise<void>;
}

/** The URL names no usable certificate (not found, not a certificate, expired): the message is refused. */
export class CertificateRefused extends Error {}

/** An SNS signing certificate is under 2 KiB; a page of anything else is no certificate. */
const MAX_CERTIFICATE_BYTES = 16 * 1024;

export interface SnsFetcherOptions {
  fetch?: SnsFetch;
  timeoutMs?: number;
  /** For the certificate's validity dates. */
  now?: () => Date;
}

export function createSnsFetcher(o: SnsFetcherOptions = {}): SnsFetcher {
  const fetchOf = o.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = o.timeoutMs ?? 5000;
  const now = o.now ?? (() => new Date());
  const get = (url: URL, signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return fetchOf(url, {
      method: 'GET',
      redirect: 'error',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  };

  const load = async (href: string, signal: AbortSignal): Promise<KeyObject> => {
    const url = signingCertUrl(href);
    if (!url) throw new CertificateRefused(`not an SNS certificate URL: ${href}`);
    const res = await get(url, signal);
    if (!res.ok) throw new CertificateRefused(`the certificate URL answered ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > MAX_CERTIFICATE_BYTES)
      throw new CertificateRefused('the certificate is too large');
    const pem = await res.text();
    if (pem.length > MAX_CERTIFICATE_BYTES)
      throw new CertificateRefused('the certificate is too large');
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(pem);
    } catch {
      throw new CertificateRefused('the certificate URL holds no certificate');
    }
    const at = now().getTime();
    if (at < Date.parse(certificate.validFrom) || at > Date.parse(certificate.validTo))
      throw new CertificateRefused('the certificate is not valid now');
    return certificate.publicKey;
  };

  // fetch() of a key being loaded waits for that load: a burst of notifications fetches it once.
  // A failed load is not kept, so the next message tries again.
  const certificates = new LRUCache<string, KeyObject>({
    max: 32,
    ttl: 6 * 60 * 60 * 1000,
    fetchMethod: (href, _stale, { signal }) => load(href, signal),
  });

  return {
    async signingKey(url) {
      const key = await certificates.fetch(url.href);
      if (!key) throw new CertificateRefused('no certificate');
      return key;
    },
    async confirm(url) {
      if (!snsUrl(url.href)) throw new Error(`not an SNS URL: ${url.href}`);
      const res = await get(url);
      if (!res.ok) throw new Error(`SNS answered ${res.status} to the subscription confirmation`);
    },
  };
}
