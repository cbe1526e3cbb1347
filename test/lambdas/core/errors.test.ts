import * as v from 'valibot';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  AppError,
  InternalServerError,
  NotFoundError,
  UnauthorizedError,
  defineErrorType,
  describeError,
  toErrorBody,
} from '../../../lambdas/core/errors';
import { UserNameTakenError } from '../../../lambdas/data/errors';
import {
  IncorrectCredentialsError,
  TooManyAttemptsError,
  UserDisabledError,
  UsernameExistsError,
} from '../../../lambdas/auth/errors';
import { answers } from '../../../lib/contract';
import { payloadIssues } from '../../../lib/contract/validation';

describe('HTTP errors', () => {
  it.each([
    [new BadRequestError('x'), 400, 'BadRequest'],
    [new UnauthorizedError('x'), 401, 'Unauthorized'],
    [new ForbiddenError('x'), 403, 'Forbidden'],
    [new NotFoundError('x'), 404, 'NotFound'],
    [new ConflictError('x'), 409, 'Conflict'],
    [new InternalServerError('x'), 500, 'InternalServerError'],
  ])('%s answers its status and type', (error, statusCode, type) => {
    expect(describeError(error)).toEqual({ statusCode, type });
    expect(error).toBeInstanceOf(AppError);
  });

  it('lets a subclass answer like its parent', () => {
    class DuplicateThingError extends ConflictError {}
    const error = new DuplicateThingError('duplicate');

    expect(describeError(error)).toEqual({ statusCode: 409, type: 'Conflict' });
    expect(error.name).toBe('DuplicateThingError');
  });

  it("gives a subclass with its own type that type, with its parent's status code, down the chain", () => {
    class SpecialTakenError extends UserNameTakenError {}

    expect(describeError(new UserNameTakenError('x'))).toEqual({ statusCode: 409, type: 'UsernameTaken' });
    expect(describeError(new SpecialTakenError('x'))).toEqual({ statusCode: 409, type: 'UsernameTaken' });
    expect(describeError(new IncorrectCredentialsError('x'))).toEqual({
      statusCode: 401,
      type: 'IncorrectCredentials',
    });
    expect(describeError(new UserDisabledError('x'))).toEqual({ statusCode: 403, type: 'UserDisabled' });
    expect(describeError(new TooManyAttemptsError('x'))).toEqual({
      statusCode: 429,
      type: 'TooManyRequests',
    });
    expect(toErrorBody(new UsernameExistsError('exists'))).toEqual({
      type: 'UsernameExistsException',
      message: 'exists',
    });
  });

  it('refuses a type for a base class, and one type for two classes', () => {
    class OneError extends BadRequestError {}
    class OtherError extends BadRequestError {}
    defineErrorType(OneError, 'OneOfAKind');

    expect(() => defineErrorType(ConflictError, 'Clash')).toThrow(/base error class/);
    expect(() => defineErrorType(OtherError, 'OneOfAKind')).toThrow(/already belongs to OneError/);
  });

  it('gives the contract error body, with issues only when there are some', () => {
    const bare = toErrorBody(new NotFoundError('no such user'));
    const withIssues = toErrorBody(
      new BadRequestError('invalid query', { issues: [{ path: 'query.uuid', message: 'bad' }] }),
    );

    expect(bare).toEqual({ type: 'NotFound', message: 'no such user' });
    expect(withIssues).toEqual({
      type: 'BadRequest',
      message: 'invalid query',
      issues: [{ path: 'query.uuid', message: 'bad' }],
    });
    expect(v.parse(answers.errorBody(), withIssues)).toEqual(withIssues);
  });

  it('never sends the message of a 500', () => {
    expect(toErrorBody(new InternalServerError('table secret-table missing'))).toEqual({
      type: 'InternalServerError',
      message: 'Internal server error',
    });
  });
});

describe('payload issues', () => {
  const payload = v.object({
    games: v.array(v.number()),
    name: v.pipe(v.string(), v.minLength(4, 'too short')),
  });

  it('turns valibot issues into dotted paths under a prefix', () => {
    const result = v.safeParse(payload, { games: [1, 'x'], name: 'abcd' });

    expect(result.success).toBe(false);
    expect(payloadIssues(result.issues!, 'body')).toEqual([
      { path: 'body.games.1', message: expect.any(String) },
    ]);
  });

  it('keeps our own messages, and gives bare paths without a prefix', () => {
    const result = v.safeParse(payload, { games: [], name: 'ab' });

    expect(payloadIssues(result.issues!)).toEqual([{ path: 'name', message: 'too short' }]);
  });

  it('gives the prefix alone for an issue with the whole payload', () => {
    const result = v.safeParse(payload, 'not an object');

    expect(payloadIssues(result.issues!, 'query')).toEqual([{ path: 'query', message: expect.any(String) }]);
  });
});
