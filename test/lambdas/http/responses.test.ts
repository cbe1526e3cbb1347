import '../env';
import { ConflictError, InternalServerError } from '../../../lambdas/core/errors';
import { errorResponse, text, toResponse } from '../../../lambdas/http/responses';

const log = () => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });

describe('responses', () => {
  it('answers plain values as 200 JSON, without CORS headers (the API is same-origin)', () => {
    const response = toResponse([{ Id: 1 }]);

    expect(response).toEqual({
      statusCode: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '[{"Id":1}]',
    });
  });

  it('answers text when the operation asks for it', () => {
    const response = toResponse(text('https://upload.example.test/x'));

    expect(response.statusCode).toBe(200);
    expect(response.headers?.['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('https://upload.example.test/x');
  });

  it('maps an HTTP error to its status and JSON form without logging an error', () => {
    const logger = log();

    const response = errorResponse(new ConflictError('username is taken'), logger);

    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toEqual({ type: 'Conflict', message: 'username is taken' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs unknown errors and answers a bare 500 that leaks nothing', () => {
    const logger = log();
    const failure = new Error('ResourceNotFoundException: table playjoin-prod not found');

    const response = errorResponse(failure, logger);

    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      type: 'InternalServerError',
      message: 'Internal server error',
    });
    expect(response.body).not.toContain('playjoin-prod');
    expect(logger.error).toHaveBeenCalledWith('unhandled error', failure);
  });

  it('logs an InternalServerError and hides its message', () => {
    const logger = log();

    const response = errorResponse(new InternalServerError('detail'), logger);

    expect(JSON.parse(response.body).message).toBe('Internal server error');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
