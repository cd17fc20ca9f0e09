import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the endpoint's zod response
 * schema: only the properties the contract declares go out (as zod's strip did), without zod
 * parsing a copy of every answer first (a tenth of a student read's own CPU, most of a 10,000-row
 * read status). The integration tests parse every answer with the contract's schemas.
 */
export const responseSerializerCompiler = ({ schema }: { schema: unknown }) =>
  fastJson(
    z.toJSONSchema(schema as z.ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    }) as Parameters<typeof fastJson>[0],
  );
