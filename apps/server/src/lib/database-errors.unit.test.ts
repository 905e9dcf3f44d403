import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    [
      'a wrapped cause',
      new Error('Failed query: select 1', { cause: new Error('Connection terminated') }),
    ],
    ['refused on every address', new AggregateError([withCode('connect', 'ECONNREFUSED')], 'x')],
  ])('recognises %s', (_what, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s to the usual handling', (_what, error) =>
    expect(isDatabaseUnavailable(error)).toBe(false),
  );
});
