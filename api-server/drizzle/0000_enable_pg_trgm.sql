-- Trigram search (ILIKE '%term%') needs pg_trgm before any gin_trgm_ops index; PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
