// zod's default messages ('Invalid input: expected string, received undefined') are for programmers. Installed once
// for every schema (server and web import this package), this error map words them as sentences for people, naming
// the field in words ('Date of birth is required.'). A schema's own message, where it gives one, wins.
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** 'dateOfBirth' -> 'Date of birth', 'campaignHashtags.3' -> 'Campaign hashtags'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const named = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!named) return 'The request';
  const words = named
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid web address',
  uuid: 'a valid id',
  guid: 'a valid id',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time',
};

function sizeSentence(label: string, iss: Issue, bound: 'at least' | 'at most', limit: number | bigint): string {
  const n = Number(limit);
  switch (iss.origin) {
    case 'string':
      if (bound === 'at least' && n === 1) return `${label} is required.`;
      return `${label} must be ${bound} ${n} character${n === 1 ? '' : 's'} long.`;
    case 'array':
    case 'set':
      return `${label} must have ${bound} ${n} item${n === 1 ? '' : 's'}.`;
    default:
      return `${label} must be ${bound} ${limit.toString()}.`;
  }
}

/** The sentence for one zod issue, or undefined to keep zod's own (never reached for the codes zod raises). */
export function sentenceFor(iss: Issue): string | undefined {
  const label = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return `${label} is required.`;
      return `${label} must be ${TYPE_WORDS[iss.expected] ?? `of type ${iss.expected}`}.`;
    case 'too_small':
      return sizeSentence(label, iss, 'at least', iss.minimum);
    case 'too_big':
      return sizeSentence(label, iss, 'at most', iss.maximum);
    case 'invalid_format':
      return `${label} must be ${FORMAT_WORDS[iss.format] ?? 'in the right format'}.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(iss.divisor)}.`;
    case 'invalid_value': {
      const values = (iss.values as readonly unknown[]).map((v) => String(v));
      if (values.length <= 8) return `${label} must be one of: ${values.join(', ')}.`;
      return `${label} is not one of the options.`;
    }
    case 'unrecognized_keys':
      return `${label === 'The request' ? 'The request' : label} has ${iss.keys.length === 1 ? 'a field' : 'fields'} we do not accept: ${iss.keys.join(', ')}.`;
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
      return `${label} is not valid.`;
    default:
      return undefined;
  }
}

z.config({ customError: sentenceFor });
