-- Custom SQL migration file, put your code below! --
-- Outbox bodies are sealed from now on (server/mail/outbox.ts). Rows written
-- before held their codes in the clear: they go (codes expire within 24 hours).
DELETE FROM "outbox";
