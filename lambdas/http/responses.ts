/**
 * JSON (and the odd text) responses, and the one place that turns a thrown error into a response:
 * AppErrors answer with their status and JSON form; anything else is logged and answered with a bare
 * 500 that leaks nothing. No CORS headers: the SPA calls /api on its own origin (CloudFront routes
 * /api to API Gateway; the twin serves both), and the stack defines no CORS.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { Log } from '../core/log';
import { AppError, describeError, toErrorBody } from '../core/errors';

/** An answer an operation builds itself (status, content type); plain values become 200 JSON. */
export class HttpResponse {
  constructor(
    readonly statusCode: number,
    readonly body: string,
    readonly contentType: string,
  ) {}
}

/** A 200 text/plain answer (e.g. the presigned upload URL, 000 §7). */
export function text(body: string, statusCode = 200): HttpResponse {
  return new HttpResponse(statusCode, body, 'text/plain; charset=utf-8');
}

export function json(statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

/** The response for an operation's result. */
export function toResponse(result: unknown): APIGatewayProxyResult {
  if (result instanceof HttpResponse) {
    return {
      statusCode: result.statusCode,
      headers: { 'Content-Type': result.contentType },
      body: result.body,
    };
  }
  return json(200, result ?? null);
}

/** The response for a thrown error; 5xx are logged, unknown errors become a bare 500. */
export function errorResponse(error: unknown, log: Log): APIGatewayProxyResult {
  if (error instanceof AppError) {
    const { statusCode } = describeError(error);
    if (statusCode >= 500) log.error('request failed', error);
    else log.info('request refused', { statusCode, type: error.name, message: error.message });
    return json(statusCode, toErrorBody(error));
  }
  log.error('unhandled error', error instanceof Error ? error : String(error));
  return json(500, { type: 'InternalServerError', message: 'Internal server error' });
}
