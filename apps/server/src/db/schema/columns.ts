import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds every table file uses. */

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Set on insert; a write that changes the row sets it again. */
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
