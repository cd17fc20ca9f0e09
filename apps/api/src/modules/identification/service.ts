import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { limits, parseCompactDate } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schools, students, users } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Clock } from '../../platform/clock';
import type { CredentialsPort } from '../../platform/credentials/port';
import { tooManyRequests } from '../../platform/http/errors';
import { hitRateLimits, pruneRateLimits, type RateLimit } from '../../platform/http/rate-limit';
import type { SmsSender } from '../../platform/sms/port';

const MINUTE = 60_000;

/**
 * Brute-force limits (docs/decisions/identity-check.md): a person retrying from one place, and one student number
 * across every address. Nothing counts an address alone: a school puts hundreds of students behind
 * one NAT address, and a school must never be blocked outright (docs/decisions/identity-check.md).
 */
export function identityCheckLimits(
  school: string,
  studentNumber: string,
  address: string,
): RateLimit[] {
  const student = `${school}:${studentNumber.toUpperCase()}`;
  return [
    // One hour both: an address alone can never use up the student's 15 (three addresses can).
    { key: `identity:student-address:${student}:${address}`, max: 5, windowMs: 60 * MINUTE },
    { key: `identity:student:${student}`, max: 15, windowMs: 60 * MINUTE },
  ];
}

export interface IdentityCheckDeps {
  db: Db;
  clock: Clock;
  config: Config;
  sms: SmsSender;
  /** Where the temporary password is set (the bundled IdP, or Cognito). */
  credentials: CredentialsPort;
  log: FastifyBaseLogger;
}

export interface IdentityCheckInput {
  school: string;
  studentNumber: string;
  /** YYYYMMDD, already validated. */
  birthday: string;
  phoneNumber: string;
  clientAddress: string;
}

type Outcome = 'sent' | 'no-match' | 'rate-limited' | 'failed';

/**
 * The identity check. True only when an ACTIVE student matched every detail, a new temporary
 * password was set and the SMS was accepted. Every attempt is recorded; neither the answer nor its
 * duration (padded to config.identityCheck.minDurationMs) tells which detail was wrong.
 */
export async function checkIdentity(
  deps: IdentityCheckDeps,
  input: IdentityCheckInput,
): Promise<boolean> {
  const started = performance.now();
  try {
    return await attempt(deps, input);
  } finally {
    const wait = deps.config.identityCheck.minDurationMs - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

async function attempt(deps: IdentityCheckDeps, input: IdentityCheckInput): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const record = (outcome: Outcome, userId?: string) => recordAttempt(db, input, outcome, userId);

  const refusedBy = await hitRateLimits(
    db,
    identityCheckLimits(input.school, input.studentNumber, input.clientAddress),
    now,
  );
  if (Math.random() < 0.01) await pruneRateLimits(db, new Date(now.getTime() - 24 * 60 * MINUTE));
  if (refusedBy) {
    await record('rate-limited');
    throw tooManyRequests(refusedBy.retryAfterSeconds);
  }

  const student = await findMatchingStudent(db, input);
  if (!student) {
    await record('no-match');
    return false;
  }
  try {
    // Sent first, stored second: when the SMS cannot go, the student keeps the password (and the
    // sessions) they had; a stored one ends both.
    const password = deps.credentials.generateTemporaryPassword();
    await deps.sms.send(
      student.phoneNumber,
      smsText(deps.config.publicUrl, student.email, password),
    );
    await deps.credentials.setTemporaryPassword(student, password, now);
  } catch (err) {
    // Only the error's name: driver errors quote their parameters (the phone, the text, the hash).
    deps.log.error(
      { errorName: (err as Error)?.name, userId: student.userId },
      'identity check: sending the temporary password failed',
    );
    await record('failed', student.userId);
    return false;
  }
  await record('sent', student.userId);
  return true;
}

/** The ACTIVE student with every detail matching, or null. One indexed lookup whatever the input. */
async function findMatchingStudent(db: Db, input: IdentityCheckInput) {
  const birthday = parseCompactDate(input.birthday);
  if (!birthday) return null;
  const [row] = await db
    .select({ userId: users.id, email: users.email, phoneNumber: students.phoneNumber })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(schools.extendedSchoolCode, input.school),
        // Typed in either case (a phone keyboard starts in lower case): the index is on upper().
        sql`upper(${students.studentNumber}) = ${input.studentNumber.toUpperCase()}`,
        eq(students.birthday, birthday),
        // Stored numbers may carry hyphens or spaces; the input is 11 digits.
        sql`regexp_replace(coalesce(${students.phoneNumber}, ''), '[^0-9]', '', 'g') = ${input.phoneNumber}`,
        eq(users.status, 'ACTIVE'),
        eq(users.userType, 'STUDENT'),
      ),
    )
    .limit(1);
  return row && row.phoneNumber ? { ...row, phoneNumber: row.phoneNumber } : null;
}

/** The SMS: sign-in ID, temporary password, where to sign in, and the 7-day expiry. */
export function smsText(publicUrl: string, signInId: string, password: string): string {
  return [
    '【Tayori】本人確認が完了しました。',
    `サインインID：${signInId}`,
    `仮パスワード：${password}`,
    `${publicUrl}/lock からサインインし、新しいパスワードを設定してください。`,
    `仮パスワードの有効期限は${limits.temporaryPasswordDays}日間です。`,
  ].join('\n');
}

/** Every attempt lands in the audit log: never the birthday, phone number or password. */
function recordAttempt(db: Db, input: IdentityCheckInput, outcome: Outcome, userId?: string) {
  return recordAudit(db, {
    actorUserId: null,
    action: 'identity-check',
    entity: 'student',
    entityId: userId ?? `${input.school}:${input.studentNumber}`,
    detail: {
      outcome,
      extendedSchoolCode: input.school,
      studentNumber: input.studentNumber,
      clientAddress: input.clientAddress,
    },
  });
}
