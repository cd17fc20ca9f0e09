import type { domains } from '../schema';

/**
 * The demo's mail domains (spec 001 §3 domainList): those of its staff, tutor and partner accounts
 * (builder/staff.ts) and of the demo accounts; the registration appends one to the account part.
 */
export const domainRows: (typeof domains.$inferInsert)[] = [
  { domainId: 1, domainName: 'staff.tayori.example', sortOrder: 1 },
  { domainId: 2, domainName: 'tutor.tayori.example', sortOrder: 2 },
  { domainId: 3, domainName: 'partner.tayori.example', sortOrder: 3 },
  { domainId: 4, domainName: 'demo.tayori.example', sortOrder: 4 },
];
