-- The learner's state or union territory (GST place code, '96' abroad), '' until given: the
-- checkout prefills its place of supply from it (docs/decisions/187).
ALTER TABLE "users" ADD COLUMN "state_code" text DEFAULT '' NOT NULL;