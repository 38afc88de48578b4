-- Trigram matching for typo-tolerant name search (patients, free text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
