import { loadConfig } from '@tayori/api/config';
import { openDatabase } from '@tayori/api/db/client';
import { buildServer } from '@tayori/api';
import { createTokenVerifier } from '@tayori/api/platform/auth';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import { captureSql } from './sql-capture';
const url = 'postgres://postgres@127.0.0.1:5432/tayori_bench_dev';
const sample = JSON.parse(readFileSync('tools/bench/data/tayori_bench_dev.json', 'utf8'));
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'b', alg: 'RS256', use: 'sig' };
const issuer = 'http://bench.issuer/idp';
const config = loadConfig({ DATABASE_URL: url, OIDC_ISSUER: issuer, LOG_LEVEL: 'warn' });
const database = await openDatabase({ kind: 'postgres', url });
const app = await buildServer({ config, database, verifier: createTokenVerifier({ issuer, audience: 'tayori-web', jwks: { keys: [jwk] } }) });
await app.ready();
const tok = (sub: string) => new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'b' }).setIssuer(issuer).setAudience('tayori-web').setSubject(sub).setIssuedAt().setExpirationTime('1h').sign(privateKey);
for (const [url, user] of [['/api/v1/me', sample.studentIds[0]], ['/api/v1/schools', null], ['/api/v1/areas', null], ['/api/v1/school-groups', sample.staffByRole.SCHOOL_EDITOR[0]]]) {
  let res: any;
  const sql = await captureSql(async () => { res = await app.inject({ url, headers: user ? { authorization: `Bearer ${await tok(user)}` } : {} }); });
  console.log(url, res.statusCode, res.body.slice(0, 150)); console.log(sql.join('\n'));
}
await app.close(); await database.close();
