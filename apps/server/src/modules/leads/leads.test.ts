import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { advisorRequests } from '../../db/schema.ts';
import { COMMAND_LINE } from '../../lib/audit.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { exportLeads, listLeads, updateLead } from './service.ts';

describe('advisor leads', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
  afterAll(() => app.close());

  async function lead(fields: Partial<typeof advisorRequests.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(advisorRequests)
      .values({
        email: `${unique('lead')}@example.com`,
        fullName: 'Arun Kumar',
        graduationYear: 2024,
        jobTitle: 'Student',
        program: 'Web Development',
        mobile: `9${Math.floor(Math.random() * 1e9)
          .toString()
          .padStart(9, '0')}`,
        ...fields,
      })
      .returning();
    if (!row) throw new Error('no lead');
    return row;
  }

  it('works a lead through its statuses with notes and an assignee, found by e-mail or mobile', async () => {
    const row = await lead();
    const staff = await createTestUser(app, database, { firstName: 'Meena', lastName: 'S' });
    const { before, after } = await updateLead({ db: app.db }, COMMAND_LINE, row.id, {
      status: 'contacted',
      notes: 'Called at 11; wants the weekend batch',
      assigneeId: staff.id,
    });
    expect(before.status).toBe('new');
    expect(after).toMatchObject({
      status: 'contacted',
      assigneeName: 'Meena S',
      notes: 'Called at 11; wants the weekend batch',
    });

    const byMail = await listLeads({ db: app.db }, { page: 1, limit: 20, q: row.email.toUpperCase() });
    expect(byMail.data.map((l) => l.id)).toEqual([row.id]);
    const byMobile = await listLeads(
      { db: app.db },
      { page: 1, limit: 20, q: row.mobile, status: 'contacted' },
    );
    expect(byMobile.data.map((l) => l.id)).toEqual([row.id]);
    const wrongStatus = await listLeads(
      { db: app.db },
      { page: 1, limit: 20, q: row.mobile, status: 'closed' },
    );
    expect(wrongStatus.data).toHaveLength(0);

    await expect(
      updateLead({ db: app.db }, COMMAND_LINE, row.id, {
        assigneeId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      updateLead({ db: app.db }, COMMAND_LINE, 'nope', { status: 'closed' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lists newest first and pages on the server', async () => {
    const email = `${unique('twice')}@example.com`;
    const older = await lead({ email, createdAt: new Date(Date.now() - 60_000) });
    const newer = await lead({ email });
    const first = await listLeads({ db: app.db }, { page: 1, limit: 1, q: email });
    const second = await listLeads({ db: app.db }, { page: 2, limit: 1, q: email });
    expect(first.data.map((l) => l.id)).toEqual([newer.id]);
    expect(second.data.map((l) => l.id)).toEqual([older.id]);
    expect(first.pagination).toMatchObject({ total_items: 2, total_pages: 2, items_per_page: 1 });
  });

  it('exports CSV that a spreadsheet cannot run as a formula', async () => {
    const evil = await lead({ fullName: '=HYPERLINK("http://evil.example","Click")', status: 'closed' });
    await database.db
      .update(advisorRequests)
      .set({ notes: '+1 "quoted", @sum' })
      .where(eq(advisorRequests.id, evil.id));
    const { csv, rows } = await exportLeads({ db: app.db }, { q: evil.email }, 'en');
    expect(rows).toBe(1);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      '"Received","Full name","E-mail","Mobile","Graduation year","Job title","Program","Status","Assignee","Notes"',
    );
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(line).toContain(`"'+1 ""quoted"", @sum"`);
    expect(line).toContain(`"${evil.email}"`);
    // Every cell is quoted, so no cell begins with a formula character.
    for (const cell of line?.split('","') ?? []) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('names the columns in the language of the staff member who exports', async () => {
    const { csv } = await exportLeads({ db: app.db }, {}, 'ta');
    expect(csv.split('\r\n')[0]).toMatch(/^"பெற்ற நேரம்","முழுப் பெயர்","மின்னஞ்சல்"/);
  });
});
