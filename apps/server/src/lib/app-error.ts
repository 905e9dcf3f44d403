import { HTTP_STATUS, type ErrorCode } from '@bondsight/contracts';

/** A failure the client caused or may see: carries the contract's code and label key. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    /** A label key (module `errors`), translated by the web. */
    message: string = code,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = HTTP_STATUS[code];
  }
}

export const notFound = () => new AppError('not_found');
