import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { insertEvent, type TestUser } from './fixture.ts';

/** Checkout asks where the learner is and whether they buy as a business (docs/decisions/178). */

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

describe('GST at checkout', () => {
  let app: FastifyInstance;
  let database: Database;
  let learner: TestUser;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
  });
  afterAll(() => app.close());

  /** A fresh learner and a ₹1,180 course (or the item named in the payload) each time, so every order is new. */
  async function order(payload: object, headers: Record<string, string> = {}) {
    learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 1180 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: { ...learner.auth, ...headers },
      payload: 'eventId' in payload ? payload : { courseId: course.id, ...payload },
    });
    const [row] =
      res.statusCode === 200
        ? await app.db
            .select()
            .from(paymentOrders)
            .where(eq(paymentOrders.providerOrderId, res.json().order.id))
        : [];
    return { res, row, courseId: course.id };
  }

  it('taxes a learner in Karnataka with IGST and one in Tamil Nadu with CGST and SGST', async () => {
    const karnataka = await order({ buyerState: '29' });
    expect(karnataka.res.statusCode, karnataka.res.body).toBe(200);
    expect(karnataka.row).toMatchObject({
      amount: 118_000,
      buyerState: '29',
      placeOfSupply: '29',
      sellerState: '33',
      supplyType: 'inter',
      taxRateBp: 1800,
      taxable: 100_000,
      cgst: 0,
      sgst: 0,
      igst: 18_000,
      buyerGstin: null,
    });
    const tamilNadu = await order({ buyerState: '33' });
    expect(tamilNadu.row).toMatchObject({
      supplyType: 'intra',
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
    });
    const abroad = await order({ buyerState: '96' });
    expect(abroad.row).toMatchObject({ placeOfSupply: '96', supplyType: 'inter', igst: 18_000 });
    // No state given (an older client): the academy's own state, as for a buyer with no address on record.
    const unsaid = await order({});
    expect(unsaid.row).toMatchObject({ buyerState: '33', placeOfSupply: '33', supplyType: 'intra' });
  });

  it("puts a business buyer's supply in its GSTIN's state and keeps the GSTIN and legal name", async () => {
    const b2b = await order({
      buyerState: '33',
      buyerGstin: ` ${MAHARASHTRA_GSTIN.toLowerCase()} `,
      buyerLegalName: 'Pune Tech LLP',
    });
    expect(b2b.res.statusCode, b2b.res.body).toBe(200);
    expect(b2b.row).toMatchObject({
      buyerState: '33',
      buyerGstin: MAHARASHTRA_GSTIN,
      buyerLegalName: 'Pune Tech LLP',
      placeOfSupply: '27',
      supplyType: 'inter',
      igst: 18_000,
    });
  });

  it('refuses a bad GSTIN, an unknown state code and a GSTIN without a name, in Tamil too', async () => {
    const cases: [object, string, string, string][] = [
      [
        { buyerGstin: '27AAPFU0939F1ZA', buyerLegalName: 'X' },
        'buyerGstin',
        'Enter a valid 15-character GSTIN',
        'சரியான 15 எழுத்து GSTIN-ஐ உள்ளிடுங்கள்',
      ],
      [
        { buyerState: '25' },
        'buyerState',
        'Choose your state or union territory from the list',
        'பட்டியலிலிருந்து உங்கள் மாநிலத்தையோ யூனியன் பிரதேசத்தையோ தேர்ந்தெடுங்கள்',
      ],
      [
        { buyerGstin: MAHARASHTRA_GSTIN },
        'buyerLegalName',
        'Enter the legal name registered with this GSTIN',
        'இந்த GSTIN-இல் பதிவான சட்டப்பூர்வப் பெயரை உள்ளிடுங்கள்',
      ],
    ];
    for (const [payload, field, english, tamil] of cases) {
      const en = await order(payload);
      expect(en.res.statusCode, field).toBe(400);
      expect(en.res.json().errors).toContainEqual(expect.objectContaining({ field, message: english }));
      const ta = await order(payload, { 'accept-language': 'ta' });
      expect(ta.res.json().errors).toContainEqual(expect.objectContaining({ field, message: tamil }));
    }
  });

  it('re-taxes the unpaid order a learner reopens from another state', async () => {
    const first = await order({ buyerState: '33' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: learner.auth,
      payload: { courseId: first.courseId, buyerState: '29' },
    });
    expect(again.json().order.id).toBe(first.res.json().order.id);
    const [row] = await app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, first.row?.id ?? ''));
    expect(row).toMatchObject({ placeOfSupply: '29', supplyType: 'inter', cgst: 0, igst: 18_000 });
  });

  it('fills a profile without a state from the one given at checkout, and never replaces one', async () => {
    const profileState = async () =>
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: learner.auth })).json().user.stateCode;
    await order({});
    expect(await profileState()).toBe('');
    const first = await order({ buyerState: '29' });
    expect(await profileState()).toBe('29');
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: learner.auth,
      payload: { courseId: (await insertCourse(app, database, { courseFee: 500 })).id, buyerState: '32' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(first.row?.buyerState).toBe('29');
    expect(await profileState()).toBe('29');
  });

  it('puts a ticket to an event held in person where it is held, unless a business buys it', async () => {
    const chennai = await insertEvent(database, {
      mode: 'offline',
      location: 'Kalvi Hub, Anna Nagar, Chennai',
      venueState: '33',
      price: 1180,
      originalPrice: 1180,
    });
    // IGST Act s.12(5)(b): admission to an event is supplied where the event is held.
    const fromKarnataka = await order({ eventId: chennai.id, buyerState: '29' });
    expect(fromKarnataka.res.statusCode, fromKarnataka.res.body).toBe(200);
    expect(fromKarnataka.row).toMatchObject({
      buyerState: '29',
      placeOfSupply: '33',
      supplyType: 'intra',
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
    });
    // s.13(5): a learner abroad is taxed where the event is held too; not an export.
    const fromAbroad = await order({ eventId: chennai.id, buyerState: '96' });
    expect(fromAbroad.row).toMatchObject({ placeOfSupply: '33', supplyType: 'intra' });
    // s.12(5)(a): a registered buyer's own state.
    const business = await order({
      eventId: chennai.id,
      buyerState: '33',
      buyerGstin: MAHARASHTRA_GSTIN,
      buyerLegalName: 'Pune Tech LLP',
    });
    expect(business.row).toMatchObject({ placeOfSupply: '27', supplyType: 'inter', igst: 18_000 });

    // An online event is held nowhere: the learner's state, as for a course.
    const online = await insertEvent(database, { mode: 'online', venueState: null, price: 1180 });
    const onlineOrder = await order({ eventId: online.id, buyerState: '29' });
    expect(onlineOrder.row).toMatchObject({ placeOfSupply: '29', supplyType: 'inter', igst: 18_000 });
  });
});
