/**
 * What a failed call to our server says, apart from the calls themselves (lib/api-client.ts): a
 * screen reads these, while only a feature's api/ layer may call the server, a rule
 * dependency-cruiser checks by module (docs/decisions/090-web-feature-api-layers.md).
 */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failed call: the status (0 when the network failed) and the sentence to show. `answered`
 * says the server wrote that sentence itself; screens whose spec names a fallback for an answer
 * without one (docs/product/api-contract.md#error-catalogue) show theirs instead.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldError[],
    public readonly answered = status > 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's sentence when it gave one (docs/product/api-contract.md#error-catalogue), else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
