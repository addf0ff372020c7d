-- An administrator is a person with a factor (issue 33; security review 2026-11-27, L4).
--
-- Before: is_admin() asked only for aal2 and role = 'admin'. An administrator whose row was made
-- before they enrolled a factor could be taken over with the password alone: enrol your own
-- authenticator at aal1, verify it, and you are an aal2 administrator.
--
-- Now the flag needs one particular factor, approved by someone already trusted (the project's
-- owner in the SQL editor, or another administrator), and the session must have reached aal2
-- with that factor:
--   * profiles.admin_factor_id names it; it must be a verified authenticator app or passkey
--     (WebAuthn) of that user: text-message codes are open to SIM swap and are never accepted;
--   * is_admin() is true only at aal2, in a session whose second factor (auth.sessions.factor_id)
--     is the approved one, while that factor is still verified; remove it and the flag lapses
--     until a new factor is approved;
--   * every change to an administrator's factors that Supabase Auth records in its audit log
--     (enrolment, verification of a new factor, removal, passkeys) raises an alert
--     (private.alerts: kept, pg_notify, the webhook; see the lead intake migration).
-- Members keep enrolling factors as before (POST /factors, with a phone or an issuer); nothing
-- here applies to them.

alter table public.profiles add column if not exists admin_factor_id uuid;
alter table public.profiles add column if not exists admin_approved_by uuid references auth.users (id) on delete set null;
alter table public.profiles add column if not exists admin_approved_at timestamptz;
comment on column public.profiles.admin_factor_id is 'The second factor (auth.mfa_factors.id) with which this administrator acts, approved by the project''s owner or another administrator (private.grant_administrator, public.approve_administrator). Without it, role = admin grants nothing.';
comment on column public.profiles.admin_approved_by is 'The administrator who approved admin_factor_id; null when the project''s owner did, in the SQL editor.';

-- The JWT's session id, or null for anything that is not a UUID.
create or replace function private.jwt_session_id() returns uuid
language sql stable
set search_path = ''
as $$
  select case when s ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then s::uuid end
  from (select (select auth.jwt()) ->> 'session_id' as s) as claim
$$;

-- True only for an administrator at aal2 whose session was raised by their approved factor.
-- SECURITY DEFINER so that policies on profiles can call it without recursing, and so that it
-- can read Auth's own tables; it answers for the caller only.
create or replace function public.is_admin()
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((
    select true
    from public.profiles as p
    join auth.mfa_factors as f on f.id = p.admin_factor_id and f.user_id = p.id
    join auth.sessions as s on s.id = private.jwt_session_id() and s.user_id = p.id
    where p.id = (select auth.uid())
      and p.role = 'admin'
      and (select auth.jwt()) ->> 'aal' = 'aal2'
      and f.status::text = 'verified'
      and f.factor_type::text in ('totp', 'webauthn')
      and s.aal::text = 'aal2'
      and s.factor_id = p.admin_factor_id
  ), false)
$$;

revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated;

-- Makes a member an administrator acting with one of their factors. For the project's owner
-- in the SQL editor, after confirming with the person, by another channel, which factor is
-- theirs (its name and when it was added: select id, friendly_name, factor_type, created_at
-- from auth.mfa_factors where user_id = …):
--   select private.grant_administrator('<user id>', '<factor id>');
create or replace function private.grant_administrator(member uuid, factor uuid, approved_by uuid default null) returns void
language plpgsql volatile
set search_path = ''
as $$
declare
  chosen record;
begin
  select f.factor_type::text as factor_type, f.status::text as status into chosen
    from auth.mfa_factors as f where f.id = factor and f.user_id = member;
  if not found then
    raise exception using errcode = '22023', message = 'That factor does not belong to that user.';
  end if;
  if chosen.status <> 'verified' then
    raise exception using errcode = '22023', message = 'That factor is not verified yet: the user must finish adding it first.';
  end if;
  if chosen.factor_type not in ('totp', 'webauthn') then
    raise exception using errcode = '22023', message = 'Administrators act with an authenticator app or a passkey, not with text-message codes (SIM swap).';
  end if;
  update public.profiles
    set role = 'admin', admin_factor_id = factor, admin_approved_by = approved_by, admin_approved_at = pg_catalog.now()
    where id = member;
  if not found then
    raise exception using errcode = '22023', message = 'That user has no profile.';
  end if;
  perform private.raise_alert('administrator_approved',
    pg_catalog.format('%s is now an administrator, acting with the %s factor %s.', (select email from auth.users where id = member), chosen.factor_type, factor),
    pg_catalog.jsonb_build_object('user_id', member, 'factor_id', factor, 'factor_type', chosen.factor_type, 'approved_by', approved_by),
    null);
end
$$;

-- Another administrator, acting as one (aal2 with their own approved factor), approves a
-- member's factor. Nobody approves their own.
create or replace function public.approve_administrator(member uuid, factor uuid) returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only an administrator, signed in with their approved factor, may approve another.';
  end if;
  if member = (select auth.uid()) then
    raise exception using errcode = '42501', message = 'An administrator''s new factor is approved by another administrator or the project''s owner.';
  end if;
  perform private.grant_administrator(member, factor, (select auth.uid()));
end
$$;

revoke all on function public.approve_administrator(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.approve_administrator(uuid, uuid) to authenticated;

-- Supabase Auth writes an audit entry for every factor action (internal/models/audit_log_entry.go).
-- Triggers on auth.audit_log_entries remain allowed on hosted projects (unlike on auth.mfa_factors).
-- A verification counts as a change only while the factor is still unverified: Auth writes the
-- entry before it marks the factor verified, in the same transaction; sign-ins with an existing
-- factor are not changes.
create or replace function private.alert_on_administrator_factor_change() returns trigger
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  action text := new.payload ->> 'action';
  actor uuid;
  factor uuid;
  factor_record record;
begin
  if action not in ('factor_in_progress', 'factor_unenrolled', 'factor_deleted', 'factor_updated', 'verification_attempted', 'passkey_created', 'passkey_updated', 'passkey_deleted') then
    return null;
  end if;
  begin
    actor := (new.payload ->> 'actor_id')::uuid;
    factor := (new.payload -> 'traits' ->> 'factor_id')::uuid;
  exception when others then
    return null;
  end;
  if not exists (select 1 from public.profiles where id = actor and role = 'admin') then
    return null;
  end if;
  select f.factor_type::text as factor_type, f.status::text as status into factor_record from auth.mfa_factors as f where f.id = factor;
  if action = 'verification_attempted' and coalesce(factor_record.status, 'verified') = 'verified' then
    return null;
  end if;
  perform private.raise_alert('administrator_factor_changed',
    pg_catalog.format('Administrator %s: %s (factor %s). If they did not do this, end their sessions and remove the factor.',
      new.payload ->> 'actor_username',
      case action
        when 'factor_in_progress' then 'a second factor is being added'
        when 'verification_attempted' then 'a new second factor was verified'
        when 'factor_unenrolled' then 'a second factor was removed'
        when 'factor_deleted' then 'a second factor was deleted'
        when 'factor_updated' then 'a second factor was changed'
        else pg_catalog.replace(action, '_', ' ')
      end,
      coalesce(factor::text, 'unknown')),
    pg_catalog.jsonb_build_object('user_id', actor, 'action', action, 'factor_id', factor, 'factor_type', coalesce(factor_record.factor_type, new.payload -> 'traits' ->> 'factor_type'), 'ip_address', new.ip_address, 'audit_log_id', new.id),
    null);
  return null;
end
$$;

drop trigger if exists administrator_factor_changes on auth.audit_log_entries;
create trigger administrator_factor_changes after insert on auth.audit_log_entries
  for each row execute function private.alert_on_administrator_factor_change();

revoke all on all functions in schema private from public, anon, authenticated, service_role;
grant execute on function private.lead_text_is_clean(text, boolean), private.lead_email_is_valid(text), private.lead_email_is_work(text), private.lead_email_form(text), private.lead_mailbox(text), private.lead_path_is_valid(text), private.spreadsheet_safe(text) to service_role;

-- Administrators made before this migration have no approved factor: they act as members until
-- one is approved. Say so once.
do $$
declare
  waiting jsonb := (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('user_id', p.id, 'email', u.email)) from public.profiles as p join auth.users as u on u.id = p.id where p.role = 'admin' and p.admin_factor_id is null);
begin
  if waiting is not null then
    perform private.raise_alert('administrators_awaiting_approval',
      'These administrators act as members until one of their factors is approved: select private.grant_administrator(''<user id>'', ''<factor id>''); (README, "The Supabase project").',
      pg_catalog.jsonb_build_object('administrators', waiting), null);
  end if;
end $$;
