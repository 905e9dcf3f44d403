CREATE TABLE "screen_ground_ends" (
	"ground_id" integer PRIMARY KEY NOT NULL,
	"latest" date NOT NULL
);
