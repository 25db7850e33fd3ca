import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { parse } from './validate';

const schema = z.object({ profile: z.object({ age: z.number() }) });

describe('parse', () => {
  it('should return the parsed value', () => {
    expect(parse(schema, { profile: { age: 3 } })).toEqual({ profile: { age: 3 } });
  });

  it('should throw a 400 naming the nested field', () => {
    const error = (() => {
      try {
        parse(schema, { profile: { age: 'three' } });
      } catch (caught) {
        return caught as ApiError;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(400);
    expect(error?.body()).toMatchObject({ error: 'bad_request', field: 'profile.age' });
    expect(error?.message).toMatch(/^profile\.age: /);
  });

  it('should name the body when the body itself is wrong', () => {
    expect(() => parse(schema, 'text')).toThrow(/^body: /);
  });

  it('should give "body" as the field of a body that is not an object, with zod\'s reason', () => {
    const error = (() => {
      try {
        parse(schema, 'text');
      } catch (caught) {
        return caught as ApiError;
      }
    })();
    expect(error?.body()).toMatchObject({ error: 'bad_request', field: 'body' });
    expect(error?.message).toBe(`body: ${schema.safeParse('text').error?.issues[0]?.message}`);
  });
});
