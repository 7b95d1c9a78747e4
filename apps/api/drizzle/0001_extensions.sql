-- Trigram matching for search typos (pg_trgm ships with PostgreSQL and loads into PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
