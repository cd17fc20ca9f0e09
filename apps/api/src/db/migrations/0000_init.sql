CREATE TYPE "public"."literacy_result" AS ENUM('PASSED', 'FAILURE', 'UNTESTED', 'ERROR');--> statement-breakpoint
CREATE TYPE "public"."role_type" AS ENUM('SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'VISTA_VIEWER', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'SUSPENDED', 'DELETE');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('STUDENT', 'STAFF', 'TUTOR', 'OTHER');--> statement-breakpoint
CREATE TABLE "areas" (
	"area_code" text PRIMARY KEY NOT NULL,
	"area_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"semester" text NOT NULL,
	"course_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"rate" numeric(5, 2),
	"attendance" integer DEFAULT 0 NOT NULL,
	"public_absence" integer DEFAULT 0 NOT NULL,
	"absence" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"leave_early" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"period_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"rate" numeric(5, 2),
	"attendance" integer DEFAULT 0 NOT NULL,
	"public_absence" integer DEFAULT 0 NOT NULL,
	"absence" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"leave_early" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbot_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"user_type" "user_type",
	"widget_name" text,
	"sdk_key" text NOT NULL,
	"widget" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "literacy_results" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"result" "literacy_result" NOT NULL,
	"tested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"icon_url" text,
	"url" text NOT NULL,
	"campus_only" boolean DEFAULT false NOT NULL,
	"portal_only" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"user_types" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_deliveries" (
	"notice_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notice_deliveries_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_group_members" (
	"group_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "notice_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"open_status" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"opened_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"delivery_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "school_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"extended_school_code" text NOT NULL,
	"name" text NOT NULL,
	"area_code" text NOT NULL,
	"school_group_id" integer,
	"attendance_display" boolean DEFAULT true NOT NULL,
	"a3_license_limit" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_school_groups" (
	"user_id" uuid NOT NULL,
	"school_group_id" integer NOT NULL,
	CONSTRAINT "staff_school_groups_user_id_school_group_id_pk" PRIMARY KEY("user_id","school_group_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_number" text NOT NULL,
	"department_id" integer,
	"course_id" integer,
	"admission_year" integer,
	"school_year" smallint DEFAULT -1 NOT NULL,
	"course_year" smallint,
	"student_course" text DEFAULT '01' NOT NULL,
	"student_status_type_code" text DEFAULT '0' NOT NULL,
	"birthday" date NOT NULL,
	"phone_number" text,
	"is_careful" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" "user_type" NOT NULL,
	"role_type" "role_type",
	"status" "user_status" DEFAULT 'ACTIVE' NOT NULL,
	"email" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name_kana" text DEFAULT '' NOT NULL,
	"first_name_kana" text DEFAULT '' NOT NULL,
	"school_id" integer,
	"jid" text,
	"billing_code" text,
	"billing_id" integer,
	"notes" text,
	"test_user_flag" boolean DEFAULT false NOT NULL,
	"a1_license" boolean DEFAULT false NOT NULL,
	"a3_license" boolean DEFAULT false NOT NULL,
	"seq" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "idp_credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"must_change" boolean DEFAULT false NOT NULL,
	"temporary_expires_at" timestamp with time zone,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "idp_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_courses" ADD CONSTRAINT "attendance_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_periods" ADD CONSTRAINT "attendance_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_settings" ADD CONSTRAINT "chatbot_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "literacy_results" ADD CONSTRAINT "literacy_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_group_members" ADD CONSTRAINT "notice_group_members_group_id_notice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notice_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_group_members" ADD CONSTRAINT "notice_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_groups" ADD CONSTRAINT "notice_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_group_id_notice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notice_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_category_id_notice_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."notice_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_area_code_areas_area_code_fk" FOREIGN KEY ("area_code") REFERENCES "public"."areas"("area_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_school_group_id_school_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."school_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_school_groups" ADD CONSTRAINT "staff_school_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_school_groups" ADD CONSTRAINT "staff_school_groups_school_group_id_school_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."school_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_courses_user_idx" ON "attendance_courses" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "attendance_periods_user_idx" ON "attendance_periods" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "chatbot_settings_school_idx" ON "chatbot_settings" USING btree ("school_id","user_type");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_department_name_uq" ON "courses" USING btree ("department_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_school_name_uq" ON "departments" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "notice_deliveries_user_idx" ON "notice_deliveries" USING btree ("user_id","notice_id","read_at");--> statement-breakpoint
CREATE INDEX "notice_deliveries_user_unread_idx" ON "notice_deliveries" USING btree ("user_id","notice_id","read_at") WHERE "notice_deliveries"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notice_group_members_user_idx" ON "notice_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_groups_school_name_uq" ON "notice_groups" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "notices_school_page_idx" ON "notices" USING btree ("school_id","created_at","id") WHERE "notices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notices_group_idx" ON "notices" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_code_uq" ON "schools" USING btree ("extended_school_code");--> statement-breakpoint
CREATE INDEX "schools_area_idx" ON "schools" USING btree ("area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_number_uq" ON "students" USING btree ("school_id","student_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_school_type_idx" ON "users" USING btree ("school_id","user_type");--> statement-breakpoint
CREATE INDEX "idp_oidc_payloads_grant_idx" ON "idp_oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_oidc_payloads_uid_idx" ON "idp_oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_oidc_payloads_expires_idx" ON "idp_oidc_payloads" USING btree ("expires_at");