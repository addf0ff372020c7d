-- The parts of Supabase that the migrations rely on, for a plain PostgreSQL in tests: the API
-- roles, the privileges a Supabase project starts with, auth.users, and auth.uid() reading
-- request.jwt.claims.
--
-- The privileges matter most. A Supabase project grants ALL on every table, function and
-- sequence created in `public` to anon, authenticated and service_role (default privileges of
-- the role that runs migrations), and PostgreSQL itself lets PUBLIC execute every new function.
-- Reproducing that here means a migration that forgets to revoke what it does not mean to give
-- is caught by the tests, as it would be exposed on a real project.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  -- PostgREST logs in as authenticator and switches to the JWT's role for each request.
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
end $$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique
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
