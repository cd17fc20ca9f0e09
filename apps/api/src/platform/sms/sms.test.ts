import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createSmsSender } from './index';
import { createSnsSmsSender } from './sns';
import { smsRecipient, toE164 } from '../phone';
import { readBody } from '../../../test/cognito-stand-in';

/** A stand-in for SNS: records each form-encoded request and answers like the Query API does. */
let server: Server;
let endpoint: string;
const received: { params: URLSearchParams; authorization: string | undefined }[] = [];
let failNext = false;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const params = new URLSearchParams(await readBody(req));
    received.push({ params, authorization: req.headers.authorization });
    res.setHeader('content-type', 'text/xml');
    if (failNext) {
      failNext = false;
      res.statusCode = 400;
      res.end(`<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type>
<Code>InvalidParameter</Code><Message>Invalid parameter: PhoneNumber</Message></Error><RequestId>r-1</RequestId></ErrorResponse>`);
      return;
    }
    res.end(`<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/">
  <PublishResult><MessageId>94f20ce6-13c5-43a0-9a9e-ca52d816e90b</MessageId></PublishResult>
  <ResponseMetadata><RequestId>f187a3c1-376f-11df-8963-01868b7c937a</RequestId></ResponseMetadata>
</PublishResponse>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SNS SMS adapter', () => {
  it('publishes the text to the +81 number as a transactional SMS, signed for ap-northeast-1', async () => {
    const sns = createSnsSmsSender({
      region: 'ap-northeast-1',
      endpoint,
      credentials: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
    });
    await sns.send('09012345678', '【Tayori】本人確認が完了しました。\n仮パスワード：Ab3dEf7h');
    const [call] = received.splice(0);
    expect(call?.params.get('Action')).toBe('Publish');
    expect(call?.params.get('PhoneNumber')).toBe('+819012345678');
    expect(call?.params.get('Message')).toBe(
      '【Tayori】本人確認が完了しました。\n仮パスワード：Ab3dEf7h',
    );
    expect(call?.params.get('MessageAttributes.entry.1.Name')).toBe('AWS.SNS.SMS.SMSType');
    expect(call?.params.get('MessageAttributes.entry.1.Value.StringValue')).toBe('Transactional');
    expect(call?.authorization).toMatch(
      /Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-1\/sns\/aws4_request/,
    );
  });

  it('rejects when SNS refuses, so the caller never reports a fake success', async () => {
    const sns = createSnsSmsSender({
      region: 'ap-northeast-1',
      endpoint,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    failNext = true;
    await expect(sns.send('+819012345678', 'x')).rejects.toThrow();
    received.splice(0);
  });

  it('is what SMS_PROVIDER=sns selects, with SNS_ENDPOINT and credentials from the environment', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'AKIDFROMENV';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret-from-env';
    try {
      const config = loadConfig({ SMS_PROVIDER: 'sns', SNS_ENDPOINT: endpoint });
      await createSmsSender(config, {} as Db).send('08011112222', 'テスト');
      const [call] = received.splice(0);
      expect(call?.params.get('PhoneNumber')).toBe('+818011112222');
      expect(call?.authorization).toContain('Credential=AKIDFROMENV/');
    } finally {
      process.env.AWS_ACCESS_KEY_ID = saved.id;
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
    }
  });
});

describe('toE164', () => {
  it.each([
    ['09012345678', '+819012345678'],
    ['090-1234-5678', '+819012345678'],
    ['0312345678', '+81312345678'],
    ['+819012345678', '+819012345678'],
  ])('%s → %s', (input, expected) => expect(toE164(input)).toBe(expected));

  it.each(['12345', '', null, '090123456789', '+0123'])('%j is not a number → null', (input) => {
    expect(toE164(input)).toBeNull();
  });

  it('an SMS to what is not a phone number is refused before any provider sees it', () => {
    expect(() => smsRecipient('12345')).toThrow();
  });
});
