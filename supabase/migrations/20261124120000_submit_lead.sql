-- Leads enter through one door: public.submit_lead(), called by PostgREST RPC
-- (supabase-js `client.rpc('submit_lead', {...})`). The API roles hold no privilege on the
-- table itself. The function checks every field on the raw input, refuses control characters,
-- neutralises spreadsheet formulas, flags honeypot hits and limits how often one email address
-- or one client address may submit.
--
-- Written for Supabase's privileges: a project grants ALL on every new table and function in
-- `public` to anon, authenticated and service_role, and PostgreSQL lets PUBLIC execute every new
-- function. What is not meant to be given is revoked here by name.
--
-- The field limits and the rate limits below are mirrored in src/leads/leadSchema.ts (leadLimits,
-- leadRateLimits); tests/integration/submitLead.test.ts checks the two agree at every boundary.

-- The table: no direct way in for the API roles -------------------------------------------------

drop policy if exists "leads: anyone may insert" on public.leads;
revoke all on table public.leads from public, anon, authenticated;

-- profiles (first migration) was written before the default grants were taken into account:
-- signed-in users read their own row, nothing else.
revoke all on table public.profiles from public, anon, authenticated;
grant select on table public.profiles to authenticated;

create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Helpers of the lead intake; never exposed through the API.';

-- What a lead field may contain ------------------------------------------------------------------

-- Whitespace trimmed from both ends: exactly what JavaScript's String.prototype.trim() removes.
create or replace function private.lead_trim(value text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(value,
    '^[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')
$$;

-- Characters no field may hold: C0 and C1 control characters, DEL, and the bidirectional
-- embeddings, overrides and isolates that make text display in another order than it is stored.
-- Single-line fields also refuse line and paragraph separators; the message keeps its line
-- breaks (LF, CR, U+2028, U+2029) and tabs.
create or replace function private.lead_text_is_clean(value text, multiline boolean) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when multiline
    then value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
    else value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
  end
$$;

-- A spreadsheet opening an export treats a cell starting with = + - @ (or tab, CR) as a formula.
-- Such text is stored with a leading apostrophe, which spreadsheets show as text and people read
-- past, so every export of the table is safe whichever tool makes it.
create or replace function private.spreadsheet_safe(value text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when value ~ '^[=+@\t\r-]' then '''' || value else value end
$$;

create or replace function private.lead_email_is_valid(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value ~* '^[^=+@<>()\[\],;:"\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff-][^@<>()\[\],;:"\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]*@[^@<>()\[\],;:"\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]+\.[a-z]{2,}$'
    and private.lead_text_is_clean(value, false)
$$;

-- A path on this site: starts with one slash (not // or /\, which browsers read as another host),
-- no whitespace, backslash or control characters. A path cannot carry a scheme.
create or replace function private.lead_path_is_valid(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value ~ '^/([^/\\]|$)'
    and value !~ '[\\\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]'
    and private.lead_text_is_clean(value, false)
$$;

-- The table's own checks: a backstop for rows written around the function (the dashboard, the
-- service role). Lengths allow one more character than the form for the formula apostrophe.

alter table public.leads
  drop constraint if exists leads_name_check,
  drop constraint if exists leads_email_check,
  drop constraint if exists leads_organisation_check,
  drop constraint if exists leads_role_check,
  drop constraint if exists leads_message_check,
  drop constraint if exists leads_source_path_check;

alter table public.leads add column if not exists spam_suspected boolean not null default false;

alter table public.leads
  add constraint leads_name_check check (char_length(name) between 2 and 121 and private.lead_text_is_clean(name, false) and private.spreadsheet_safe(name) = name),
  add constraint leads_email_check check (char_length(email) between 6 and 254 and private.lead_email_is_valid(email)),
  add constraint leads_organisation_check check (char_length(organisation) between 2 and 161 and private.lead_text_is_clean(organisation, false) and private.spreadsheet_safe(organisation) = organisation),
  add constraint leads_role_check check (char_length(role) between 2 and 121 and private.lead_text_is_clean(role, false) and private.spreadsheet_safe(role) = role),
  add constraint leads_message_check check (char_length(message) <= 4001 and private.lead_text_is_clean(message, true) and private.spreadsheet_safe(message) = message),
  add constraint leads_source_path_check check (char_length(source_path) <= 300 and private.lead_path_is_valid(source_path));

comment on column public.leads.spam_suspected is 'The hidden honeypot field was filled in: probably a bot, possibly a browser autofilling it. Kept for sales to judge, never dropped.';

-- Refusals ---------------------------------------------------------------------------------------

-- A refused field: SQLSTATE 22023 (invalid_parameter_value), which PostgREST answers with 400.
-- `details` is JSON naming the field and the reason; the form maps it onto its own error texts.
create or replace function private.refuse_lead_field(field text, reason text, explanation text) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  raise exception using
    errcode = '22023',
    message = pg_catalog.format('Lead refused: %s', explanation),
    detail = pg_catalog.json_build_object('field', field, 'reason', reason)::text,
    hint = 'Correct this field and submit the lead again.';
end
$$;

-- One text field: raw length first (so no amount of padding gets through), then trim, then the
-- characters and the minimum length of what is left.
create or replace function private.lead_text(field text, value text, min_length integer, max_length integer, multiline boolean) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  trimmed text;
begin
  if value is null then
    perform private.refuse_lead_field(field, 'required', pg_catalog.format('%s is missing.', field));
  end if;
  if pg_catalog.char_length(value) > max_length then
    perform private.refuse_lead_field(field, 'tooLong', pg_catalog.format('%s is longer than %s characters (spaces count).', field, max_length));
  end if;
  trimmed := private.lead_trim(value);
  if not private.lead_text_is_clean(trimmed, multiline) then
    perform private.refuse_lead_field(field, 'characters', pg_catalog.format('%s contains control or text-direction characters.', field));
  end if;
  if min_length > 0 and trimmed = '' then
    perform private.refuse_lead_field(field, 'required', pg_catalog.format('%s is empty.', field));
  end if;
  if pg_catalog.char_length(trimmed) < min_length then
    perform private.refuse_lead_field(field, 'tooShort', pg_catalog.format('%s is shorter than %s characters.', field, min_length));
  end if;
  return trimmed;
end
$$;

create or replace function private.lead_choice(field text, value text, allowed text[]) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  if value is null or value = '' then
    perform private.refuse_lead_field(field, 'required', pg_catalog.format('%s is missing.', field));
  end if;
  if not value = any (allowed) then
    perform private.refuse_lead_field(field, 'choice', pg_catalog.format('%s is not one of: %s.', field, pg_catalog.array_to_string(allowed, ', ')));
  end if;
  return value;
end
$$;

-- Rate limit -------------------------------------------------------------------------------------

-- One row per accepted lead and limit key, kept for one window and then deleted. Keys are
-- SHA-256 hashes, so the table holds neither email addresses nor IP addresses in clear.
create table if not exists private.lead_submissions (
  limit_key bytea not null,
  submitted_at timestamptz not null default now()
);
create index if not exists lead_submissions_key_time on private.lead_submissions (limit_key, submitted_at);
create index if not exists lead_submissions_time on private.lead_submissions (submitted_at);
revoke all on table private.lead_submissions from public, anon, authenticated, service_role;

-- The client's address, from the request headers PostgREST passes in `request.headers`:
--   1. `cf-connecting-ip`: Supabase's API is behind Cloudflare, which sets this header to the
--      address the connection came from and overwrites any value the client sent;
--   2. otherwise the LAST `x-forwarded-for` entry, the one the proxy in front of PostgREST
--      appended (the first entries are whatever the client chose to send, so never trusted);
--   3. from the service role only (the Turnstile Edge Function calling on a visitor's behalf),
--      `x-lead-client-address`, the visitor's address as the Edge Function saw it.
-- IPv6 addresses count by their /64 network, which one subscriber usually holds whole.
-- Self-hosted without Cloudflare in front: a client can send its own cf-connecting-ip, so
-- remove step 1 there.
create or replace function private.lead_client_address() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  claims jsonb := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb);
  raw text;
  address inet;
begin
  if claims ->> 'role' = 'service_role' then
    raw := nullif(pg_catalog.btrim(headers ->> 'x-lead-client-address'), '');
  end if;
  raw := coalesce(raw,
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim(pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', -1)), ''));
  if raw is null then
    return 'unknown';
  end if;
  begin
    address := raw::inet;
  exception when others then
    return 'unparsed:' || pg_catalog.left(raw, 100);
  end;
  if pg_catalog.family(address) = 6 and not address <<= '::ffff:0:0/96'::inet then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(address, 64))) || '/64';
  end if;
  return pg_catalog.host(address);
end
$$;

-- The door ---------------------------------------------------------------------------------------

create or replace function public.submit_lead(
  kind text,
  name text,
  email text,
  organisation text,
  country text,
  role text,
  team_size text,
  interest text,
  consent boolean,
  language text,
  source_path text,
  message text default '',
  honeypot text default ''
) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Mirrored in src/leads/leadSchema.ts (leadLimits).
  name_min constant integer := 2;
  name_max constant integer := 120;
  organisation_min constant integer := 2;
  organisation_max constant integer := 160;
  role_min constant integer := 2;
  role_max constant integer := 120;
  email_min constant integer := 6;
  email_max constant integer := 254;
  message_max constant integer := 4000;
  source_path_max constant integer := 300;
  -- Mirrored in src/leads/leadSchema.ts (leadRateLimits).
  leads_per_email constant integer := 3;
  leads_per_address constant integer := 10;
  rate_window constant interval := interval '60 minutes';

  clean_name text;
  clean_email text;
  clean_organisation text;
  clean_role text;
  clean_message text;
  clean_path text;
  email_key bytea;
  address_key bytea;
  email_count integer;
  address_count integer;
  exhausted text;
  oldest timestamptz;
begin
  perform private.lead_choice('kind', submit_lead.kind, array['contact', 'demo', 'account']);
  clean_name := private.lead_text('name', submit_lead.name, name_min, name_max, false);

  -- The address's form is checked before its minimum length, which any valid address exceeds.
  clean_email := pg_catalog.lower(private.lead_text('email', submit_lead.email, 1, email_max, false));
  if not private.lead_email_is_valid(clean_email) then
    perform private.refuse_lead_field('email', 'email', 'email is not an address of the form name@organisation.example.');
  end if;
  if pg_catalog.char_length(clean_email) < email_min then
    perform private.refuse_lead_field('email', 'tooShort', pg_catalog.format('email is shorter than %s characters.', email_min));
  end if;

  clean_organisation := private.lead_text('organisation', submit_lead.organisation, organisation_min, organisation_max, false);
  clean_role := private.lead_text('role', submit_lead.role, role_min, role_max, false);
  if submit_lead.country is null or submit_lead.country !~ '^[A-Z]{2}$' then
    perform private.refuse_lead_field('country', 'choice', 'country is not an ISO 3166-1 alpha-2 code in capitals.');
  end if;
  perform private.lead_choice('team_size', submit_lead.team_size, array['1-49', '50-249', '250-999', '1000-4999', '5000+']);
  perform private.lead_choice('interest', submit_lead.interest, array['enterprise', 'government', 'on-premises', 'voice-gateway', 'not-sure']);
  clean_message := private.lead_text('message', coalesce(submit_lead.message, ''), 0, message_max, true);
  if submit_lead.consent is not true then
    perform private.refuse_lead_field('consent', 'consent', 'consent to store the lead was not given.');
  end if;
  perform private.lead_choice('language', submit_lead.language, array['en', 'es', 'pt', 'fr', 'de']);

  if submit_lead.source_path is null then
    perform private.refuse_lead_field('source_path', 'required', 'source_path is missing.');
  end if;
  if pg_catalog.char_length(submit_lead.source_path) > source_path_max then
    perform private.refuse_lead_field('source_path', 'tooLong', pg_catalog.format('source_path is longer than %s characters.', source_path_max));
  end if;
  -- Only the path is kept: a query string or fragment could carry anything.
  clean_path := pg_catalog.split_part(pg_catalog.split_part(submit_lead.source_path, '#', 1), '?', 1);
  if not private.lead_path_is_valid(clean_path) then
    perform private.refuse_lead_field('source_path', 'path', 'source_path is not a path on this site (it must start with a single /).');
  end if;

  -- Rate limit. The advisory locks make concurrent submissions for the same key wait for each
  -- other, so parallel requests cannot all read the count before any of them is recorded.
  -- Plus-addressing (name+tag@) counts as the same mailbox.
  email_key := pg_catalog.sha256(pg_catalog.convert_to('email:' || pg_catalog.regexp_replace(clean_email, '\+[^@]*@', '@'), 'UTF8'));
  address_key := pg_catalog.sha256(pg_catalog.convert_to('address:' || private.lead_client_address(), 'UTF8'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(pg_catalog.encode(k, 'hex'), 0))
    from (select unnest(array[email_key, address_key]) as k order by 1) as keys;

  delete from private.lead_submissions where submitted_at <= pg_catalog.now() - rate_window;
  select count(*) filter (where limit_key = email_key), count(*) filter (where limit_key = address_key)
    into email_count, address_count
    from private.lead_submissions where limit_key in (email_key, address_key);
  if email_count >= leads_per_email then
    exhausted := 'email';
  elsif address_count >= leads_per_address then
    exhausted := 'address';
  end if;
  if exhausted is not null then
    select min(submitted_at) into oldest from private.lead_submissions
      where limit_key = case exhausted when 'email' then email_key else address_key end;
    raise sqlstate 'PT429' using
      message = pg_catalog.format('Too many leads from this %s: at most %s in %s minutes.',
        case exhausted when 'email' then 'email address' else 'client address' end,
        case exhausted when 'email' then leads_per_email else leads_per_address end,
        extract(epoch from rate_window)::integer / 60),
      detail = pg_catalog.json_build_object(
        'limit', exhausted,
        'retry_after', pg_catalog.to_char((oldest + rate_window) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))::text,
      hint = 'Try again after the time in details, or write to the sales address on the website.';
  end if;

  insert into public.leads (kind, name, email, organisation, country, role, team_size, interest, message, consent, language, source_path, spam_suspected)
  values (
    submit_lead.kind,
    private.spreadsheet_safe(clean_name),
    clean_email,
    private.spreadsheet_safe(clean_organisation),
    submit_lead.country,
    private.spreadsheet_safe(clean_role),
    submit_lead.team_size,
    submit_lead.interest,
    private.spreadsheet_safe(clean_message),
    true,
    submit_lead.language,
    clean_path,
    -- A filled honeypot is kept and flagged, not dropped: a person whose browser autofilled it
    -- still reaches sales.
    -- (Any character that is not whitespace; an unanchored search, linear in any length.)
    coalesce(submit_lead.honeypot ~ '[^\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', false)
  );
  insert into private.lead_submissions (limit_key) values (email_key), (address_key);
end
$$;

comment on function public.submit_lead is 'The only way a lead enters public.leads (PostgREST: POST /rest/v1/rpc/submit_lead). Refusals: 22023 (HTTP 400) with details {field, reason}; PT429 (HTTP 429) with details {limit, retry_after}.';

-- Who may call what ------------------------------------------------------------------------------

revoke all on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) to anon, authenticated, service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;
-- The table's checks call these pure predicates, and checks run as the writer: the service role,
-- which may still write the table directly, needs them (and may look up names in the schema,
-- which grants nothing on its table).
grant usage on schema private to service_role;
grant execute on function private.lead_text_is_clean(text, boolean), private.lead_email_is_valid(text), private.lead_path_is_valid(text), private.spreadsheet_safe(text) to service_role;
