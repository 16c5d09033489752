import { z } from 'zod';

/*
 * The problem of a field whose schema names none, in the contract's own "must ..." words. zod's
 * defaults ("Too small: expected number to be >=1") reached clients as they were, and the SPA shows
 * a field's problem beside its control: a clerk read schema talk there.
 */

const count = (value: number | bigint, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** A size bound's words: the lower one says "at least"/"more than", the upper "at most"/"less than". */
const boundWords = {
  lower: { inclusive: 'at least', exclusive: 'more than' },
  upper: { inclusive: 'at most', exclusive: 'less than' },
};

function boundProblem(
  side: keyof typeof boundWords,
  origin: string,
  bound: number | bigint,
  inclusive: boolean | undefined,
): string | undefined {
  const words = boundWords[side];
  switch (origin) {
    case 'string':
      return side === 'lower' && bound === 1
        ? 'must not be empty'
        : `must be ${words.inclusive} ${count(bound, 'character', 'characters')}`;
    case 'number':
    case 'int':
      return `must be ${inclusive === false ? words.exclusive : words.inclusive} ${bound}`;
    case 'array':
    case 'set':
      return `must hold ${words.inclusive} ${count(bound, 'item', 'items')}`;
    default:
      return undefined;
  }
}

const expectedWords: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

const formatWords: Record<string, string> = {
  email: 'must be an email address',
  uuid: 'must be an id',
  url: 'must be a web address',
  datetime: 'must be a date and time (ISO 8601)',
};

/** zod's error map for issues without a message of their own; undefined keeps zod's wording. */
export const plainProblem: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
      return boundProblem('lower', issue.origin, issue.minimum, issue.inclusive);
    case 'too_big':
      return boundProblem('upper', issue.origin, issue.maximum, issue.inclusive);
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : expectedWords[issue.expected];
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return formatWords[issue.format] ?? 'is not written as expected';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    default:
      return undefined;
  }
};

z.config({ customError: plainProblem });
