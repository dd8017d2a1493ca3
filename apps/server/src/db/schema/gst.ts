import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * GST on orders and the serials of invoices and credit notes (docs/decisions/178, 179);
 * the credit notes themselves are beside the refunds (schema/refunds.ts).
 * Old orders (before migration 0016) have no tax columns: their invoice prints the old way.
 */

/** The buyer's tax facts and the tax of the order's final amount, written when the order is priced. */
export const orderTaxColumns = {
  /** The state the learner gave at checkout (GST code), '96' outside India. */
  buyerState: text('buyer_state'),
  /** A business buyer's GSTIN and legal name (B2B), else null. */
  buyerGstin: text('buyer_gstin'),
  buyerLegalName: text('buyer_legal_name'),
  /** The place of supply's GST code and the academy's, as they were when the order was priced. */
  placeOfSupply: text('place_of_supply'),
  sellerState: text('seller_state'),
  /** Basis points: 1800 is 18%. */
  taxRateBp: integer('tax_rate_bp'),
  /** 'intra' (CGST+SGST), 'ut' (CGST+UTGST) or 'inter' (IGST). */
  supplyType: text('supply_type'),
  /** Paise: taxable + cgst + sgst + igst = amount. sgst holds UTGST when supplyType is 'ut'. */
  taxable: integer('taxable'),
  cgst: integer('cgst'),
  sgst: integer('sgst'),
  igst: integer('igst'),
};

/** The last serial issued per document kind and financial year: one row locked per issue. */
export const documentSerials = pgTable(
  'document_serials',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check('document_serials_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
  ],
);
