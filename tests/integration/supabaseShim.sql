-- What a Supabase project holds before its first migration, for a plain PostgreSQL in tests. Run
-- as `supabase_admin`, the superuser, as Supabase's platform does; the migrations then run as
-- `postgres`, which owns the database but is no superuser (tests/integration/postgres.ts).
--
-- The privileges matter most. A Supabase project grants ALL on every table, function and
-- sequence `postgres` creates in `public` to anon, authenticated and service_role (default
-- privileges of the role that runs migrations), and PostgreSQL itself lets PUBLIC execute every
-- new function. Reproducing that here means a migration that forgets to revoke what it does not
-- mean to give is caught by the tests, as it would be exposed on a real project; and a migration
-- that needs a superuser's right fails here as it would there.
do $$
begin
  -- Supabase's `postgres`: LOGIN CREATEROLE CREATEDB REPLICATION BYPASSRLS, not SUPERUSER.
  if not exists (select from pg_roles where rolname = 'postgres') then create role postgres login createrole createdb replication bypassrls; end if;
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  -- PostgREST logs in as authenticator and switches to the JWT's role for each request.
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
end $$;

alter database postgres owner to postgres;
grant anon, authenticated, service_role to authenticator;
-- As on Supabase, the owner may act as an API role (the dashboard's "impersonate role").
grant anon, authenticated, service_role to postgres;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role, postgres;
grant usage on schema public to anon, authenticated, service_role;

alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  -- Written by Auth at each sign-in (internal/models/user.go, UpdateLastSignInAt).
  last_sign_in_at timestamptz,
  created_at timestamptz default now()
);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(coalesce(current_setting('request.jwt.claim.sub', true), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')), '')::uuid
$$;

-- auth.jwt(): the request's JWT claims, as Supabase defines it (policies read `aal` from it).
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

-- The parts of Supabase Auth's own schema the migrations read (supabase/auth migrations): second
-- factors, sessions (with the factor that raised each to aal2) and the audit log, with their types.
do $$
begin
  if not exists (select from pg_type where typname = 'factor_type' and typnamespace = 'auth'::regnamespace) then create type auth.factor_type as enum ('totp', 'webauthn', 'phone'); end if;
  if not exists (select from pg_type where typname = 'factor_status' and typnamespace = 'auth'::regnamespace) then create type auth.factor_status as enum ('unverified', 'verified'); end if;
  if not exists (select from pg_type where typname = 'aal_level' and typnamespace = 'auth'::regnamespace) then create type auth.aal_level as enum ('aal1', 'aal2', 'aal3'); end if;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal auth.aal_level
);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz default now(),
  ip_address varchar(64) not null default ''
);

-- On a hosted project `postgres` reads and writes Auth's tables (the SQL editor deletes a user,
-- a trigger reads the audit log), and the auth functions are everyone's.
grant all on all tables in schema auth to postgres;
grant execute on all functions in schema auth to postgres, anon, authenticated, service_role;

-- Every Supabase project has pgcrypto in the schema extensions, on the API's search_path.
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

-- pg_cron as Supabase installs it when a project enables it (supabase/postgres,
-- postgresql_extension_custom_scripts/pg_cron/after-create.sql): created by the superuser in
-- pg_catalog, its functions granted to `postgres`, which may read cron.job but write it only
-- through cron.schedule and cron.unschedule. Jobs then run as the role that scheduled them.
create extension if not exists pg_cron schema pg_catalog;
grant usage on schema cron to postgres with grant option;
grant all on all functions in schema cron to postgres with grant option;
grant all privileges on all tables in schema cron to postgres with grant option;
revoke all on table cron.job from postgres;
grant select on table cron.job to postgres with grant option;
