/** The success envelope with data (decision 080): `return answer(await thing(deps))`. */
export function answer<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
