ALTER TABLE "emitent_relations" ADD COLUMN "rel_type" text;--> statement-breakpoint
-- Worlds stored before this migration hold one row per link, from the owned company to its
-- owner, named by the owner's role: type them, then add each link seen from the owner's side.
UPDATE "emitent_relations" SET "rel_type" = CASE "rel_type_names"->>'eng'
    WHEN 'Parent company' THEN 'parent'
    WHEN 'Sponsor of its financing vehicle (SPV)' THEN 'sponsor'
    ELSE 'shareholder' END
  WHERE "rel_type" IS NULL;--> statement-breakpoint
INSERT INTO "emitent_relations" ("emitent_id", "related_emitent_id", "rel_type", "rel_type_names", "share", "source", "as_of")
  SELECT r."related_emitent_id", r."emitent_id", i."rel_type", i."names"::jsonb, r."share", r."source", r."as_of"
  FROM "emitent_relations" r
  JOIN (VALUES
    ('parent', 'subsidiary', '{"eng":"Subsidiary","rus":"Дочерняя компания","chn":"子公司","pol":"Spółka zależna","ita":"Società controllata","deu":"Tochtergesellschaft","esp":"Filial","fra":"Filiale","tur":"Bağlı ortaklık","ukr":"Дочірня компанія"}'),
    ('shareholder', 'holding', '{"eng":"Minority holding","rus":"Миноритарная доля участия","chn":"参股公司","pol":"Udział mniejszościowy","ita":"Partecipazione di minoranza","deu":"Minderheitsbeteiligung","esp":"Participación minoritaria","fra":"Participation minoritaire","tur":"Azınlık payı","ukr":"Міноритарна частка участі"}'),
    ('sponsor', 'spv', '{"eng":"Financing vehicle (SPV)","rus":"Финансовая компания (SPV)","chn":"特殊目的融资载体","pol":"Spółka celowa (SPV)","ita":"Veicolo di finanziamento (SPV)","deu":"Finanzierungsgesellschaft (SPV)","esp":"Vehículo de financiación (SPV)","fra":"Véhicule de financement (SPV)","tur":"Finansman aracı (SPV)","ukr":"Фінансова компанія (SPV)"}')
  ) AS i("type", "rel_type", "names") ON i."type" = r."rel_type"
  WHERE NOT EXISTS (
    SELECT 1 FROM "emitent_relations" m
    WHERE m."emitent_id" = r."related_emitent_id" AND m."related_emitent_id" = r."emitent_id"
  );--> statement-breakpoint
ALTER TABLE "emitent_relations" ALTER COLUMN "rel_type" SET NOT NULL;
