import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './index';
import type { Endpoint, HttpMethod } from './endpoint';

/**
 * Spec 001 §7, row by row: each call's method and path, and the request and answer names the spec
 * gives it (with §3's fields where §7 says "staff detail", "author info"…), found in the contract.
 * A client written from the spec must meet the names it expects: the contract may carry more
 * (seq, abilities), never other ones. `items` names the fields of a list's entries.
 */
interface Call {
  call: `${HttpMethod} ${string}`;
  request?: string[];
  answer?: string[];
  items?: Record<string, string[]>;
}

const names = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana'];
const staffDetail = [
  ...['userType', 'roleType', 'userStatusType', ...names, 'extendedSchoolCode', 'schoolName'],
  ...['emailAddress', 'domainId', 'billingCode', 'billingId', 'billingName', 'a1License'],
  ...['a3License', 'notes', 'testUserFlag', 'registerDate', 'reguserId', 'updateDate'],
  ...['upduserId', 'seq'],
];
const studentSearch = [
  ...['extendedSchoolCode', 'userStatusType', 'departmentName', 'courseName', 'studentCourse'],
  ...['studentStatusTypeCode', 'studentNumber', 'schoolYear', 'admissionYear', ...names],
];

const SPEC_001_CALLS: Call[] = [
  { call: 'GET /api/v1/school-groups' },
  { call: 'GET /api/v1/schools' },
  { call: 'GET /api/v1/schools/{id}/student-filter' },
  {
    call: 'GET /api/v1/schools/notice-group',
    request: ['extendedSchoolCode', 'admissionYear', 'departmentName', 'schoolYear', 'courseName'],
    answer: ['noticeGroupResultList', 'noticeGroupCarefulResultList', 'carefulCount'],
  },
  {
    call: 'GET /api/v1/schools/notice-group/{id}',
    answer: ['groupId', 'noticeGroupName', 'studentList'],
    items: {
      studentList: ['id', 'name', 'schoolYear', 'department', 'course', 'studentNumber'],
    },
  },
  { call: 'DELETE /api/v1/schools/notice-group/{id}' },
  { call: 'POST /api/v1/schools/notice-group', request: ['noticeGroupName', 'userIdList'] },
  {
    call: 'PUT /api/v1/schools/notice-group/{groupId}',
    request: ['noticeGroupName', 'userIdList'],
  },
  { call: 'GET /api/v1/users/', answer: ['schoolName', 'lastName', 'firstName', 'jid', 'seq'] },
  { call: 'PATCH /api/v1/users', request: ['jid', 'seq'] },
  {
    call: 'GET /api/v1/staff-filter',
    answer: ['domainList', 'billingList'],
    items: {
      domainList: ['domainId', 'domainName'],
      billingList: ['billingId', 'billingName', 'billingCode'],
    },
  },
  {
    call: 'GET /api/v1/staff',
    request: [
      ...['page', 'limit', 'userType', 'roleType', 'userStatusType', 'extendedSchoolCode'],
      ...names,
      ...['emailAddress', 'domainName', 'billingCode', 'billingId', 'notes'],
    ],
    answer: ['staffTotalCount', 'staffList'],
    items: { staffList: ['note'] },
  },
  { call: 'GET /api/v1/staff/{id}/detail', answer: staffDetail },
  {
    call: 'PATCH /api/v1/staff/{id}',
    request: staffDetail.filter(
      (f) =>
        ![
          ...['schoolName', 'emailAddress', 'domainId', 'billingName', 'registerDate'],
          ...['reguserId', 'updateDate', 'upduserId'],
        ].includes(f),
    ),
  },
  {
    call: 'POST /api/v1/staff/new',
    request: [
      ...['userType', 'roleType', ...names, 'extendedSchoolCode', 'emailAddress'],
      ...['billingCode', 'billingId', 'notes'],
    ],
  },
  {
    call: 'POST /api/v1/users/{uid}/temporary-password',
    request: ['userType'],
    answer: ['temporaryPassword'],
  },
  {
    call: 'GET /api/v1/students',
    request: ['page', 'limit', ...studentSearch],
    answer: ['studentsTotalCount', 'studentList'],
  },
  {
    call: 'GET /api/v1/students/{id}/detail',
    answer: [
      ...['uid', 'studentNumber', ...names, 'emailAddress', 'studentCourse', 'studentCourseLabel'],
      ...['studentTypeCode', 'studentStatusTypeCode', 'studentStatusTypeLabel', 'schoolYear'],
      ...['schoolYearLabel', 'department', 'course', 'admissionYear', 'admissionYearLabel'],
      ...['courseYear', 'courseYearLabel', 'userStatusType', 'userStatusTypeLabel'],
      ...['billingCode', 'billingCodeLabel', 'billingId', 'billingName', 'birthday'],
      ...['phoneNumber', 'seq', 'notes', 'testUserFlag', 'isCareful', 'schoolName'],
      ...['registerDate', 'reguserId', 'updateDate', 'upduserId'],
    ],
  },
  {
    call: 'PATCH /api/v1/students/{id}',
    request: [
      ...['billingCode', 'billingId', 'birthday', ...names, 'phoneNumber', 'seq'],
      ...['studentCourse', 'userStatusType', 'notes', 'testUserFlag', 'isCareful', 'courseYear'],
    ],
  },
  {
    call: 'GET /api/v1/tutors',
    request: ['page', 'limit', 'extendedSchoolCode', 'userStatusType', ...names, 'emailAddress'],
    answer: ['tutorTotalCount', 'tutorList'],
  },
  {
    call: 'GET /api/v1/tutors/{id}/detail',
    answer: [
      ...['userStatusType', ...names, 'schoolName', 'emailAddress', 'billingCodeLabel'],
      ...['billingName', 'billingId', 'a1License', 'a3License', 'testUserFlag', 'userType'],
      ...['roleType', 'extendedSchoolCode', 'billingCode', 'notes', 'seq'],
      ...['registerDate', 'reguserId', 'updateDate', 'upduserId'],
    ],
  },
  { call: 'PATCH /api/v1/tutors/{id}', request: ['userStatusType', ...names, 'notes', 'seq'] },
  {
    call: 'GET /api/v1/staff/email-address',
    request: ['extendedSchoolCode', 'firstName', 'firstNameKana', 'lastName', 'lastNameKana'],
    answer: ['emailAddressInfoList', 'emailAddressInfoTotalCount'],
    items: { emailAddressInfoList: ['schoolName'] },
  },
  {
    call: 'GET /api/v1/schools/notices/read/{id}',
    answer: ['noticeId', 'noticeTitle', 'readCount', 'deliveryCount', 'noticeReadResultList'],
    items: {
      noticeReadResultList: [
        ...['rowId', 'noticeReadFlag', 'schoolYear', 'departmentName', 'courseName'],
        ...['userSurname', 'userGivenname', 'emailAddress', 'isCareful'],
      ],
    },
  },
  {
    call: 'GET /api/v1/schools/announce/author',
    answer: [...names, 'emailAddress', 'schoolId', 'schoolName', 'extendedSchoolCode'],
  },
  {
    call: 'GET /api/v1/schools/announce/from',
    answer: ['announceFromResult'],
    items: {
      announceFromResult: ['announceFromId', 'announceFromName', 'announceFromMailaddress'],
    },
  },
  {
    call: 'GET /api/v1/schools/announce/list',
    answer: ['announceListResult'],
    items: { announceListResult: ['announceListId', 'announceListName'] },
  },
  {
    call: 'GET /api/v1/schools/announce/users',
    request: ['announceListId'],
    answer: ['announceUserResult', 'announceCarefulStudentResult', 'carefulCount'],
  },
  { call: 'DELETE /api/v1/schools/announce/list/{announceListId}' },
  {
    call: 'PUT /api/v1/schools/announce/list',
    request: ['announceListName', 'userIdList'],
    answer: ['announceListId'],
  },
  {
    call: 'POST /api/v1/schools/announce/mail',
    request: ['isAuthor', 'announceFromId', 'userIdList', 'subject', 'body'],
  },
  {
    call: 'GET /api/v1/schools/announce/send-list',
    request: ['extendedSchoolCode', 'admissionYear', 'departmentName', 'schoolYear', 'courseName'],
    answer: ['announceSendListSearchResult', 'carefulCount', 'announceCarefulStudentResult'],
  },
  {
    call: 'GET /api/v1/schools/announce/{schoolId}/sent-filter',
    answer: ['yearList', 'registerList'],
    items: { registerList: ['label', 'mailaddress'] },
  },
  {
    call: 'GET /api/v1/schools/announce/sent',
    request: ['extendedSchoolCode', 'year', 'month', 'registerMailaddress'],
    answer: ['announceList'],
    items: {
      announceList: ['announceId', 'registerName', 'fromName', 'datetime', 'title'],
    },
  },
  {
    call: 'GET /api/v1/schools/announce/{id}/detail',
    answer: [
      ...['announceId', 'registerName', 'registerMailaddress', 'fromName', 'fromMailaddress'],
      ...['datetime', 'title', 'body', 'announceToList'],
    ],
    items: { announceToList: ['toName', 'toMailaddress'] },
  },
  { call: 'GET /api/v1/get-widget', answer: ['widget', 'sdkKey'] },
  {
    call: 'GET /api/v1/get-standalone-widget',
    request: ['widgetname'],
    answer: ['errorCode', 'widget', 'sdkKey', 'extendedSchoolCode', 'userType'],
  },
  {
    call: 'GET /api/v1/schools/licenses',
    items: {
      licenseSummaryList: ['extendedSchoolCd', 'schoolName', 'a3LicenseUsedNum', 'a3LicenseLimit'],
    },
  },
];

/** What zod keeps of a schema here: its kind and, by kind, what it wraps. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The object a schema is, through optional, nullable, default, refinement and pipe wrappers. */
function objectOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.type === 'pipe')
    return objectOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  if (def.innerType) return objectOf(def.innerType);
  throw new Error(`not an object: ${def.type}`);
}

function elementOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.element) return def.element;
  if (def.innerType) return elementOf(def.innerType);
  throw new Error(`not an array: ${def.type}`);
}

const byCall = new Map(
  (Object.values(endpoints) as Endpoint[]).map((e) => [`${e.method} ${e.path}`, e]),
);

describe('spec 001 §7: every call by the names the spec gives it', () => {
  it.each(SPEC_001_CALLS.map((c) => [c.call, c] as const))('%s', (_name, c) => {
    const endpoint = byCall.get(c.call);
    expect(endpoint, `${c.call} is in the contract`).toBeDefined();
    const e = endpoint!;
    if (c.request) {
      const request = e.method === 'GET' || e.method === 'DELETE' ? e.query : e.body;
      expect(request, `${c.call} takes a request`).toBeDefined();
      expect(Object.keys(objectOf(request!))).toEqual(expect.arrayContaining(c.request));
    }
    const answer = objectOf(e.response);
    if (c.answer) expect(Object.keys(answer)).toEqual(expect.arrayContaining(c.answer));
    for (const [list, fields] of Object.entries(c.items ?? {})) {
      expect(answer[list], `${c.call} answers ${list}`).toBeDefined();
      expect(Object.keys(objectOf(elementOf(answer[list]!)))).toEqual(
        expect.arrayContaining(fields),
      );
    }
  });
});
