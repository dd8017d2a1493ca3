/**
 * Query keys that more than one console section refreshes (docs/decisions/204-web-calls-typed-from-openapi.md):
 * the audit log follows every audited write.
 */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: string) => ['admin', 'audit', query] as const,
};
