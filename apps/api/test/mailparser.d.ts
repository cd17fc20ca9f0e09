/** The small part of mailparser 3.9's API the mail tests use (the package ships no types). */
declare module 'mailparser' {
  import type { Readable } from 'node:stream';
  interface AddressObject {
    value: { name: string; address?: string }[];
    text: string;
  }
  interface ParsedMail {
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    subject?: string;
    text?: string;
    html?: string | false;
    messageId?: string;
  }
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
  export type { ParsedMail };
}
