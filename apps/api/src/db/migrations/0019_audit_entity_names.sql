-- Audit entity names: one per kind of record, singular and kebab-case (platform/audit.ts,
-- AuditEntity). Earlier entries are renamed so a search by entity finds the whole history.
UPDATE "audit_log" SET "entity" = 'user' WHERE "entity" = 'users';--> statement-breakpoint
UPDATE "audit_log" SET "entity" = 'student' WHERE "entity" = 'students';--> statement-breakpoint
UPDATE "audit_log" SET "entity" = 'announce-mail' WHERE "entity" = 'announce_mail';--> statement-breakpoint
UPDATE "audit_log" SET "entity" = 'announce-list' WHERE "entity" = 'announce_list';--> statement-breakpoint
UPDATE "audit_log" SET "entity" = 'notice-group' WHERE "entity" = 'notice_group';
