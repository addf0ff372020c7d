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
