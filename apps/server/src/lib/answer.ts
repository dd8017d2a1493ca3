/**
 * The success envelopes of decision 080, so a handler says only what it answers:
 * `answer(data)`, `answer(data, MESSAGE)` after a change, `answerMessage(MESSAGE)` after a change
 * with nothing to show, `answerPage(page)` for a paged list (`{ data, pagination }` as the service
 * returns it).
 */
export function answer<T>(data: T): { success: true; data: T };
export function answer<T>(data: T, message: string): { success: true; message: string; data: T };
export function answer<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, message, data };
}

export function answerMessage(message: string): { success: true; message: string } {
  return { success: true, message };
}

export function answerPage<P extends { data: unknown; pagination: unknown }>(page: P): { success: true } & P {
  return { success: true, ...page };
}
