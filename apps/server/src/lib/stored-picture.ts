import { failureSchema } from '@kalvi/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { IMMUTABLE } from './cache-control.ts';
import type { Tx } from './tx.ts';

/**
 * The pictures we keep in the database (profile photos, instructor photos, course pictures):
 * re-encoded bytes, their type and when they changed (docs/decisions/165-image-reencoding.md).
 * The bytes travel as base64 text and are encoded and decoded by the database both ways: PGlite
 * binds a multi-megabyte bytea parameter about fifteen times slower, stalling the server meanwhile.
 */
export interface StoredPicture {
  contentType: string;
  data: Buffer;
  updatedAt: Date;
}

type PictureTable = PgTable & {
  contentType: AnyPgColumn<{ data: string; notNull: true }>;
  data: AnyPgColumn;
  updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
};

/** The columns an insert or update of a picture sets, the bytes decoded by the database. */
export function pictureValues(picture: { contentType: string; data: Buffer }): {
  contentType: string;
  data: SQL;
} {
  return {
    contentType: picture.contentType,
    data: sql`decode(${picture.data.toString('base64')}, 'base64')`,
  };
}

/** The picture whose `key` column is `id`, or undefined. */
export async function readPicture(
  tx: Tx,
  table: PictureTable,
  key: AnyPgColumn,
  id: string,
): Promise<StoredPicture | undefined> {
  const [row] = await tx
    .select({
      contentType: table.contentType,
      base64: sql<string>`encode(${table.data}, 'base64')`,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .where(eq(key, id))
    .limit(1);
  return (
    row && { contentType: row.contentType, data: Buffer.from(row.base64, 'base64'), updatedAt: row.updatedAt }
  );
}

/** A picture as its public address answers it: that address carries a version, so it is cached for good. */
export function sendPicture(reply: FastifyReply, picture: StoredPicture): FastifyReply {
  return reply
    .header('content-type', picture.contentType)
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .header('last-modified', picture.updatedAt.toUTCString())
    .send(picture.data);
}

/** What a stored photo is served as: WebP since every photo is re-encoded, other types from before. */
export const PHOTO_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/avif', 'image/bmp'];

/**
 * The route options of a picture's public address (a profile photo, an instructor's photo, a
 * course picture): open to anyone, the bytes in one of `produces`, 400 for a bad id and 404 when
 * there is no picture. Its handler answers with `sendPicture`.
 */
export function pictureRoute<Params extends z.ZodType>(
  tag: string,
  schema: { operationId: string; summary: string; params: Params; produces: readonly string[] },
) {
  return {
    schema: {
      tags: [tag],
      ...schema,
      produces: [...schema.produces],
      security: [],
      response: { 200: z.instanceof(Buffer), 400: failureSchema, 404: failureSchema },
    },
  };
}
