ALTER TABLE "emitents" ADD COLUMN "moex_emitter_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "emitents_moex_emitter_idx" ON "emitents" USING btree ("moex_emitter_id");