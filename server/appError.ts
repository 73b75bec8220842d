import { API_ERROR, type ApiErrorBody, type ApiErrorCode } from '../src/domain/apiErrors';

/** An error the client is meant to see: its status, code and message go out as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly rows?: ApiErrorBody['error'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { message: this.message, code: this.code, ...(this.rows ? { error: this.rows } : {}) };
  }
}

export const unauthenticated = () =>
  new AppError(401, API_ERROR.UNAUTHENTICATED, 'unauthorized user!');
export const forbidden = (code: ApiErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (message: string) => new AppError(404, API_ERROR.NOT_FOUND, message);
export const badRequest = (message: string, rows?: ApiErrorBody['error']) =>
  new AppError(400, API_ERROR.VALIDATION, message, rows);
