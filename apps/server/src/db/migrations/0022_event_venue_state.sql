-- The state an in-person event is held in: its tickets' place of supply (docs/decisions/189).
-- Existing events keep NULL (the buyer's state applies) until staff set it in the console.
ALTER TABLE "events" ADD COLUMN "venue_state" text;