-- Full-text search in Portuguese that ignores accents ("publicacao" finds "publicação"):
-- the `portuguese` stemmer over unaccented words. A text search configuration is immutable
-- for PostgreSQL, so generated tsvector columns and their GIN indexes can use it
-- (to_tsvector('orbita_pt', …)). unaccent is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION orbita_pt ( COPY = portuguese );--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION orbita_pt
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
