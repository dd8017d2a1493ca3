import {
  HOLIDAY_DATE_TAKEN,
  HOLIDAY_NOT_FOUND,
  type Holiday,
  type HolidayInput,
  type HolidayListQuery,
  type HolidayRange,
  holidayRange,
} from '@kalvi/shared';
import { writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { deleteHoliday, holidaysBetween, insertHoliday } from './queries.ts';

/** The academy's holidays: the public list and the console's (docs/product/holidays.md). */

export interface HolidayDeps extends DbDeps {
  now?: () => Date;
}

/** The holidays in the asked range, date first, and the range the list covers. */
export async function listHolidays(
  deps: HolidayDeps,
  query: HolidayListQuery,
): Promise<HolidayRange & { holidays: Holiday[] }> {
  const range = holidayRange(query, deps.now ? deps.now() : new Date());
  return { ...range, holidays: await holidaysBetween(deps.db, range.from, range.to) };
}

/** One day a holiday, audited; a day that already is one is refused (409). */
export async function addHoliday(deps: DbDeps, actor: AdminActor, input: HolidayInput): Promise<Holiday> {
  return deps.db.transaction(async (tx) => {
    const added = await insertHoliday(tx, { ...input, createdBy: actor.id });
    if (!added) throw conflict(HOLIDAY_DATE_TAKEN);
    await writeAudit(tx, actor, {
      action: 'holiday.create',
      entityType: 'holiday',
      entityId: added.id,
      before: null,
      after: added,
    });
    return added;
  });
}

/** The day is no holiday any more, audited. Batches already made keep their sessions as planned. */
export async function removeHoliday(deps: DbDeps, actor: AdminActor, id: string): Promise<Holiday> {
  if (!isUuid(id)) throw notFound(HOLIDAY_NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const removed = await deleteHoliday(tx, id);
    if (!removed) throw notFound(HOLIDAY_NOT_FOUND);
    await writeAudit(tx, actor, {
      action: 'holiday.delete',
      entityType: 'holiday',
      entityId: id,
      before: removed,
      after: null,
    });
    return removed;
  });
}
