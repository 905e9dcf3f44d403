import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { ErrorCode } from '@bondsight/contracts';

/**
 * How long a client may take to send its request, and how many connections the server holds
 * (issue 31: 100 connections trickling a 1 MB body were all still open after 130 s).
 */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (HTTP_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** The headers must arrive within this (HTTP_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** Connections past this are closed at once (HTTP_MAX_CONNECTIONS). */
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 1_024,
};

/** Our error body, written on the socket: the request never reached a route. */
function errorResponse(status: number, code: ErrorCode, message: string) {
  const body = JSON.stringify({ error: { code, message } });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/**
 * What Node's parser refused before Fastify saw a request (a space in the target, a bad header,
 * headers too large, a request too slow) answers in our error shape, not Fastify's.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'request_timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'headers_too_large']
        : [400, 'validation_failed', 'malformed_request'];
  if (socket.writable) socket.write(errorResponse(status, code, message));
  socket.destroy();
}

/**
 * The server options that carry the limits. The server is made here because Node checks the
 * request deadlines on an interval fixed at construction (30 s by default: a 1 s deadline would
 * hold up to 31 s); a quarter of the shorter deadline keeps each within 25 % of itself.
 */
export function connectionOptions(limits: ConnectionLimits): Partial<FastifyServerOptions> {
  const checkEvery = Math.max(
    50,
    Math.floor(Math.min(limits.requestTimeoutMs, limits.headersTimeoutMs) / 4),
  );
  return {
    clientErrorHandler,
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          requestTimeout: limits.requestTimeoutMs,
          headersTimeout: limits.headersTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: checkEvery,
        },
        handler,
      );
      server.maxConnections = limits.maxConnections;
      return server;
    },
  };
}
