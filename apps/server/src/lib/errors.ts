/** An expected failure with the status and the sentence the client should show. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: { field: string; message: string }[],
    /** A refusal that lifts in time: sent as Retry-After. */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please log in to continue') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const conflict = (message: string) => new AppError(409, message);
export const paymentRequired = (message: string) => new AppError(402, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, retryAfterSeconds);
export const unavailable = (message: string) => new AppError(503, message);
export const badGateway = (message: string) => new AppError(502, message);
