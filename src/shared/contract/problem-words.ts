import { z } from 'zod';

/*
 * The problem of a field whose schema names none, in the contract's own "must ..." words. zod's
 * defaults ("Too small: expected number to be >=1") reached clients as they were, and the SPA shows
 * a field's problem beside its control: a clerk read schema talk there.
 */

type Issue = z.core.$ZodRawIssue;

const count = (value: number | bigint, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string | undefined {
  const { minimum, inclusive } = issue;
  switch (issue.origin) {
    case 'string':
      return minimum === 1 ? 'must not be empty' : `must be at least ${count(minimum, 'character', 'characters')}`;
    case 'number':
    case 'int':
      return inclusive === false ? `must be more than ${minimum}` : `must be at least ${minimum}`;
    case 'array':
    case 'set':
      return `must hold at least ${count(minimum, 'item', 'items')}`;
    default:
      return undefined;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string | undefined {
  const { maximum, inclusive } = issue;
  switch (issue.origin) {
    case 'string':
      return `must be at most ${count(maximum, 'character', 'characters')}`;
    case 'number':
    case 'int':
      return inclusive === false ? `must be less than ${maximum}` : `must be at most ${maximum}`;
    case 'array':
    case 'set':
      return `must hold at most ${count(maximum, 'item', 'items')}`;
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
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
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
