-- Lead intake that holds against an attacker with many addresses (issue 33; security review
-- 2026-11-27, findings M1, M2, M3 and L7):
--
--   * limits per network, not only per address: each IPv4 address and its /24, each IPv6 /64,
--     /56 and /48; an hourly ceiling for the whole intake, beyond which leads are kept but held
--     for review and the operator is alerted, and a hard hourly limit beyond which nothing more
--     is stored;
--   * the client address is a deployment setting (which header the proxies in front make
--     trustworthy), never a guess; an unknown address shares no bucket with anyone;
--   * nothing is keyed on the email address any more: a repeated address is stored and flagged
--     as a duplicate, so nobody can lock a prospect out; a refusal says neither which limit nor
--     until when;
--   * the bot check, once configured here, closes the direct path for the API roles, and every
--     migration that follows re-applies that choice;
--   * text stays text: Unicode format characters refused (joiners only inside words of scripts
--     that need them), runs of variation selectors refused, the formula guard on the NFKC form,
--     the email on its NFKC form with the work-address rule of the form, no label mixing Latin,
--     Greek or Cyrillic.
--
-- The numbers are mirrored in src/leads/leadSchema.ts (leadIntakeLimits); the text rules are the
-- same regular expressions as there. tests/integration/submitLead.test.ts holds the two together.

-- Deployment settings ----------------------------------------------------------------------------

-- One row. Changed with plain SQL by the project's owner (README, "Leads"):
--   update private.lead_intake_settings set rest_client_address = 'cf-connecting-ip';
create table if not exists private.lead_intake_settings (
  singleton boolean primary key default true check (singleton),
  rest_client_address text not null default 'none'
    check (rest_client_address in ('none', 'cf-connecting-ip', 'x-forwarded-for-first', 'x-forwarded-for-last')),
  function_client_address text not null default 'none'
    check (function_client_address in ('none', 'cf-connecting-ip', 'x-forwarded-for-first', 'x-forwarded-for-last')),
  bot_check text not null default 'off' check (bot_check in ('off', 'required')),
  alert_webhook_url text check (alert_webhook_url ~ '^https://[^[:space:]]+$'),
  updated_at timestamptz not null default now()
);
insert into private.lead_intake_settings default values on conflict do nothing;
revoke all on table private.lead_intake_settings from public, anon, authenticated, service_role;

comment on table private.lead_intake_settings is 'How this deployment takes leads. One row; the README (Leads) says what to set for each host.';
comment on column private.lead_intake_settings.rest_client_address is 'Which request header names the visitor on calls through PostgREST (/rest/v1/rpc/submit_lead): none (no header can be trusted: no per-network limits, only the hourly ceiling), cf-connecting-ip (Cloudflare is the only way in: hosted Supabase), x-forwarded-for-first (the outermost proxy replaces X-Forwarded-For), x-forwarded-for-last (the proxy in front of PostgREST appends the address it saw and nothing else appends after it).';
comment on column private.lead_intake_settings.function_client_address is 'The same choice for leads sent by the submit-lead Edge Function, applied to the headers the function received (it passes them on as x-lead-client-cf-connecting-ip and x-lead-client-x-forwarded-for).';
comment on column private.lead_intake_settings.bot_check is 'required: leads come only through the submit-lead Edge Function, which checks Cloudflare Turnstile; anon and authenticated lose EXECUTE on public.submit_lead, here and after every later migration. off: the forms call public.submit_lead directly.';
comment on column private.lead_intake_settings.alert_webhook_url is 'Optional https URL (a Slack or Teams incoming webhook, a mail relay) that receives every new row of private.alerts as JSON through pg_net, when the pg_net extension is enabled.';

-- Alerts -------------------------------------------------------------------------------------------

-- What the operator must hear about. A periodic alert (period_start set) is raised once per
-- period and kind; an event alert (period_start null) every time.
create table if not exists private.alerts (
  id bigint generated always as identity primary key,
  raised_at timestamptz not null default now(),
  kind text not null,
  period_start timestamptz,
  message text not null,
  details jsonb not null default '{}'::jsonb,
  unique (kind, period_start)
);
create index if not exists alerts_raised_at on private.alerts (raised_at);
revoke all on table private.alerts from public, anon, authenticated, service_role;
comment on table private.alerts is 'Things the operator must know about: the lead intake over its ceiling, an unknown client address, an administrator''s factors changing. Read it in the SQL editor; every row is also sent with pg_notify(''vaultline_alerts'') and, if set, to lead_intake_settings.alert_webhook_url.';

create or replace function private.raise_alert(kind text, message text, details jsonb, period interval) returns void
language plpgsql volatile
set search_path = ''
as $$
declare
  started timestamptz := case when period is null then null else pg_catalog.date_bin(period, pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00') end;
begin
  insert into private.alerts (kind, period_start, message, details)
  values (raise_alert.kind, started, raise_alert.message, coalesce(raise_alert.details, '{}'::jsonb))
  on conflict on constraint alerts_kind_period_start_key do nothing;
end
$$;

-- Every new alert: a notification for listeners (LISTEN vaultline_alerts) and, with pg_net and a
-- webhook URL set, an HTTP POST sent when the transaction commits. Slack and Teams read `text`.
create or replace function private.send_alert() returns trigger
language plpgsql volatile
set search_path = ''
as $$
declare
  url text := (select alert_webhook_url from private.lead_intake_settings);
  body jsonb := pg_catalog.jsonb_build_object(
    'text', pg_catalog.format('[Vaultline] %s', new.message),
    'alert', pg_catalog.jsonb_build_object('id', new.id, 'kind', new.kind, 'raised_at', new.raised_at, 'details', new.details));
begin
  perform pg_catalog.pg_notify('vaultline_alerts', body::text);
  if url is not null and pg_catalog.to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null then
    execute 'select net.http_post(url => $1, body => $2)' using url, body;
  end if;
  return null;
end
$$;

drop trigger if exists alerts_send on private.alerts;
create trigger alerts_send after insert on private.alerts for each row execute function private.send_alert();

-- What a lead field may contain ------------------------------------------------------------------

-- Characters no field may hold: C0 and C1 controls, DEL, and every Unicode format character
-- (category Cf, Unicode 17: soft hyphen, Arabic number signs, zero-width space, marks and
-- isolates of text direction, word joiner and invisible operators, byte order mark, interlinear
-- annotation, tag characters, ...), which display as nothing and can hide text from the person
-- reading the lead but not from a spreadsheet or an assistant. Two exceptions, ZWNJ (U+200C) and
-- ZWJ (U+200D): Persian, Indic scripts and emoji need them inside words, so they are allowed
-- between two characters that are neither ASCII, nor spaces, nor joiners (never before `=`,
-- never in a run that could spell something). Runs of variation selectors (which carry hidden
-- bytes after an emoji) are refused too. Single-line fields also refuse line and paragraph
-- separators; the message keeps line breaks (LF, CR, U+2028, U+2029) and tabs.
-- src/leads/leadSchema.ts has the same expressions (formatCharacters, misplacedJoiner,
-- variationSelectorRun).
create or replace function private.lead_text_is_clean(value text, multiline boolean) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when multiline
      then value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'
      else value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
    end
    and value !~ '[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e007f]'
    and value !~ '(^|[\u0001-\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u200c\u200d])[\u200c\u200d]|[\u200c\u200d]([\u0001-\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]|$)'
    and value !~ '[\ufe00-\ufe0f\U000e0100-\U000e01ef]{2}'
$$;

-- A spreadsheet opening an export treats a cell starting with = + - @ (or tab, CR) as a formula,
-- and many tools fold compatibility characters first (fullwidth ＝, small ﹢, ...). The test
-- runs on the NFKC form, so those are caught too; the text is stored as typed, with a leading
-- apostrophe that spreadsheets show as text.
create or replace function private.spreadsheet_safe(value text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case when pg_catalog.normalize(value, 'NFKC') ~ '^[=+@\t\r-]' then '''' || value else value end
$$;

-- An email address as stored: its NFKC form in lower case (so ＧＭＡＩＬ.com is gmail.com).
create or replace function private.lead_email_form(value text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.normalize(value, 'NFKC'))
$$;

-- The mailbox an address reaches: name+tag@ is name@. Duplicates are found by it.
create or replace function private.lead_mailbox(email text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(email, '\+[^@]*@', '@')
$$;

-- An address of the form the form asks for: no spreadsheet or mail syntax characters, no
-- invisible characters at all (joiners included), and no label (the parts between @ and dots)
-- that mixes Latin, Greek and Cyrillic letters, the usual way to imitate a known domain.
create or replace function private.lead_email_is_valid(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value ~* '^[^=+@<>()\[\],;:"\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff-][^@<>()\[\],;:"\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]*@[^@<>()\[\],;:"\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]+\.[a-z]{2,}$'
    and private.lead_text_is_clean(value, false)
    and value !~ '[\u200c\u200d]'
    and not exists (
      select 1 from pg_catalog.regexp_split_to_table(value, '[.@]') as label
      where (label ~* '[a-z\u00c0-\u024f\u1e00-\u1eff]')::integer
          + (label ~* '[\u0370-\u03ff\u1f00-\u1fff]')::integer
          + (label ~* '[\u0400-\u052f\u2de0-\u2dff\ua640-\ua69f]')::integer > 1)
$$;

-- The forms ask for a work address: these consumer mail providers are refused (reason
-- workEmail). The same list is consumerMailProviders in src/leads/leadSchema.ts.
create or replace function private.lead_email_is_work(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value !~* '@(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|gmx|web|mail|yandex)\.[a-z]{2,3}(\.[a-z]{2})?$'
$$;

-- A path on this site: as before, and without invisible characters.
create or replace function private.lead_path_is_valid(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value ~ '^/([^/\\]|$)'
    and value !~ '[\\\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff\u200c\u200d]'
    and private.lead_text_is_clean(value, false)
$$;

-- The lead's flags, kept for sales to judge; none of them drops a lead.
alter table public.leads add column if not exists duplicate boolean not null default false;
alter table public.leads add column if not exists held_for_review boolean not null default false;
comment on column public.leads.duplicate is 'The same mailbox (name+tag@ counts as name@) sent a lead in the 24 hours before this one, from anywhere. Stored and answered like any lead, so nobody can block a prospect or learn that they asked.';
comment on column public.leads.held_for_review is 'Arrived while the intake was over its hourly ceiling (private.alerts says when): probably part of a flood, possibly a real prospect. Review before routing.';

create index if not exists leads_mailbox_created_at on public.leads (private.lead_mailbox(email), created_at);

alter table public.leads drop constraint if exists leads_email_check;
alter table public.leads add constraint leads_email_check check (
  char_length(email) between 6 and 254
  and email = private.lead_email_form(email)
  and private.lead_email_is_valid(email)
  and private.lead_email_is_work(email)) not valid;

-- The client's network ---------------------------------------------------------------------------

drop function if exists private.lead_client_address();

-- The request headers PostgREST passes in `request.headers`, read as the deployment says. From
-- the service role (the submit-lead Edge Function calling on a visitor's behalf), the headers the
-- function received, passed on as x-lead-client-<name> and read by function_client_address.
-- Null when the setting is 'none', the header is missing or is not an address.
create or replace function private.lead_client_address() returns inet
language plpgsql stable
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  claims jsonb := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb);
  from_function boolean := claims ->> 'role' = 'service_role';
  prefix text := case when from_function then 'x-lead-client-' else '' end;
  source text := (select case when from_function then function_client_address else rest_client_address end from private.lead_intake_settings);
  raw text;
begin
  raw := case source
    when 'cf-connecting-ip' then headers ->> (prefix || 'cf-connecting-ip')
    when 'x-forwarded-for-first' then pg_catalog.split_part(headers ->> (prefix || 'x-forwarded-for'), ',', 1)
    when 'x-forwarded-for-last' then pg_catalog.split_part(headers ->> (prefix || 'x-forwarded-for'), ',', -1)
  end;
  raw := nullif(pg_catalog.btrim(raw), '');
  if raw is null then
    return null;
  end if;
  begin
    return pg_catalog.host(raw::inet)::inet;
  exception when others then
    return null;
  end;
end
$$;

-- The networks an address counts in, with each one's hourly allowance. An IPv4 address (also
-- written as ::ffff:a.b.c.d) counts alone and in its /24; an IPv6 address in its /64 (one
-- subscriber), /56 (a home allocation) and /48 (a site). Mirrored in leadIntakeLimits.perNetwork.
create or replace function private.lead_networks(address inet) returns table (network text, allowance integer)
language sql immutable strict parallel safe
set search_path = ''
as $$
  with mapped as (
    select case
      when pg_catalog.family(address) = 4 then address
      when address <<= inet '::ffff:0:0/96' then pg_catalog.substring(pg_catalog.host(address), '^::ffff:([0-9.]+)$')::inet
    end as v4
  )
  select n.network, n.allowance from mapped, lateral (values
    (pg_catalog.host(mapped.v4) || '/32', 10),
    (pg_catalog.network(pg_catalog.set_masklen(mapped.v4, 24))::text, 30)) as n (network, allowance)
  where mapped.v4 is not null
  union all
  select n.network, n.allowance from mapped, lateral (values
    (pg_catalog.network(pg_catalog.set_masklen(lead_networks.address, 64))::text, 10),
    (pg_catalog.network(pg_catalog.set_masklen(lead_networks.address, 56))::text, 20),
    (pg_catalog.network(pg_catalog.set_masklen(lead_networks.address, 48))::text, 30)) as n (network, allowance)
  where mapped.v4 is null
$$;

-- Which of the headers an address could come from this request carries (names only, never
-- values): what the operator needs to choose the setting.
create or replace function private.lead_address_headers_present() returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(name order by name), '[]'::jsonb)
  from pg_catalog.jsonb_object_keys(coalesce(nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb, '{}'::jsonb)) as name
  where name in ('cf-connecting-ip', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'x-lead-client-cf-connecting-ip', 'x-lead-client-x-forwarded-for')
$$;

-- The door -----------------------------------------------------------------------------------------

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
  -- Mirrored in src/leads/leadSchema.ts (leadIntakeLimits); the per-network allowances are in
  -- private.lead_networks().
  hourly_ceiling constant integer := 100;
  hourly_limit constant integer := 500;
  rate_window constant interval := interval '60 minutes';
  duplicate_window constant interval := interval '24 hours';

  clean_name text;
  clean_email text;
  clean_organisation text;
  clean_role text;
  clean_message text;
  clean_path text;
  address inet;
  everyone constant bytea := pg_catalog.sha256(pg_catalog.convert_to('all', 'UTF8'));
  keys bytea[];
  total integer;
  full_network record;
  held boolean;
  is_duplicate boolean;
begin
  perform private.lead_choice('kind', submit_lead.kind, array['contact', 'demo', 'account']);
  clean_name := private.lead_text('name', submit_lead.name, name_min, name_max, false);

  -- The address's form is checked (on its NFKC form) before its minimum length, which any valid
  -- address exceeds, and before the work-address rule.
  clean_email := private.lead_text('email', submit_lead.email, 1, email_max, false);
  if clean_email ~ '[\u200c\u200d]' then
    perform private.refuse_lead_field('email', 'characters', 'email contains invisible characters.');
  end if;
  clean_email := private.lead_email_form(clean_email);
  if not private.lead_email_is_valid(clean_email) then
    perform private.refuse_lead_field('email', 'email', 'email is not an address of the form name@organisation.example.');
  end if;
  if pg_catalog.char_length(clean_email) < email_min then
    perform private.refuse_lead_field('email', 'tooShort', pg_catalog.format('email is shorter than %s characters.', email_min));
  end if;
  if not private.lead_email_is_work(clean_email) then
    perform private.refuse_lead_field('email', 'workEmail', 'email is at a personal mail provider; the form asks for a work address.');
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

  -- Counting. One lock for the whole intake: submissions are counted one after another, so no
  -- burst of parallel requests reads a count before the others are recorded. (A few hundred an
  -- hour at most get this far; each holds the lock for a millisecond.)
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('vaultline:lead-intake', 0));
  delete from private.lead_submissions where submitted_at <= pg_catalog.now() - rate_window;

  select count(*) into total from private.lead_submissions where limit_key = everyone;
  if total >= hourly_limit then
    perform private.refuse_lead();
  end if;

  address := private.lead_client_address();
  if address is null then
    -- No trusted address: this caller counts against the hourly ceiling only, never in a bucket
    -- shared with every other caller.
    perform private.raise_alert('client_address_unknown',
      'Leads arrive without a client address the database can trust, so only the hourly ceiling limits them. Set rest_client_address (and function_client_address) in private.lead_intake_settings for this host (README, Leads).',
      pg_catalog.jsonb_build_object(
        'path', case when coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') = 'service_role' then 'function' else 'rest' end,
        'settings', (select pg_catalog.to_jsonb(s) - 'singleton' - 'alert_webhook_url' from private.lead_intake_settings as s),
        'headers_present', private.lead_address_headers_present()),
      interval '1 hour');
  else
    select n.network, n.allowance, count(s.limit_key) as used
      into full_network
      from private.lead_networks(address) as n
      left join private.lead_submissions as s on s.limit_key = pg_catalog.sha256(pg_catalog.convert_to('network:' || n.network, 'UTF8'))
      group by n.network, n.allowance
      having count(s.limit_key) >= n.allowance
      limit 1;
    if found then
      perform private.refuse_lead();
    end if;
    select pg_catalog.array_agg(pg_catalog.sha256(pg_catalog.convert_to('network:' || n.network, 'UTF8')))
      into keys from private.lead_networks(address) as n;
  end if;

  held := total >= hourly_ceiling;
  if total = hourly_ceiling then
    perform private.raise_alert('hourly_ceiling_passed',
      pg_catalog.format('More than %s leads arrived in the last hour. Leads above the ceiling are stored with held_for_review = true; above %s an hour none are stored. Check public.leads for a flood.', hourly_ceiling, hourly_limit),
      pg_catalog.jsonb_build_object('ceiling', hourly_ceiling, 'limit', hourly_limit, 'bot_check', (select bot_check from private.lead_intake_settings)),
      interval '1 hour');
  end if;
  if total = hourly_limit - 1 then
    perform private.raise_alert('hourly_limit_reached',
      pg_catalog.format('%s leads arrived in the last hour: the intake refuses more until the hour has passed. Visitors are offered the sales email address instead.', hourly_limit),
      pg_catalog.jsonb_build_object('limit', hourly_limit),
      interval '1 hour');
  end if;

  is_duplicate := exists (
    select 1 from public.leads as l
    where private.lead_mailbox(l.email) = private.lead_mailbox(clean_email)
      and l.created_at > pg_catalog.now() - duplicate_window);

  insert into public.leads (kind, name, email, organisation, country, role, team_size, interest, message, consent, language, source_path, spam_suspected, duplicate, held_for_review)
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
    -- A filled honeypot is a hint, not a verdict: kept and flagged (a person whose browser
    -- autofilled it still reaches sales; a script simply leaves it out).
    -- (Any character that is not whitespace; an unanchored search, linear in any length.)
    coalesce(submit_lead.honeypot ~ '[^\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', false),
    is_duplicate,
    held
  );
  insert into private.lead_submissions (limit_key)
    select everyone
    union all
    select unnest(coalesce(keys, array[]::bytea[]));
end
$$;

-- The one refusal for every limit: HTTP 429 that names no limit and no time, so a refusal tells
-- a caller nothing about anyone else's submissions.
create or replace function private.refuse_lead() returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise sqlstate 'PT429' using
    message = 'The lead was not accepted at this time.',
    hint = 'Send it by email to the sales address on the website.';
end
$$;

comment on function public.submit_lead is 'The only way a lead enters public.leads (PostgREST: POST /rest/v1/rpc/submit_lead). Refusals: 22023 (HTTP 400) with details {field, reason}; PT429 (HTTP 429), the same words whatever the limit.';

-- Who may call what --------------------------------------------------------------------------------

-- The API roles may execute submit_lead unless the deployment requires the bot check. Run by
-- every migration that touches the function (last, after any grant it makes) and whenever the
-- setting changes.
create or replace function private.apply_lead_door() returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  if (select bot_check from private.lead_intake_settings) = 'required' then
    revoke execute on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) from public, anon, authenticated;
  else
    grant execute on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) to anon, authenticated;
  end if;
end
$$;

create or replace function private.lead_intake_settings_changed() returns trigger
language plpgsql volatile
set search_path = ''
as $$
begin
  perform private.apply_lead_door();
  return null;
end
$$;

drop trigger if exists lead_intake_settings_apply on private.lead_intake_settings;
create trigger lead_intake_settings_apply after insert or update on private.lead_intake_settings
  for each statement execute function private.lead_intake_settings_changed();

revoke all on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) to service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;
-- The table's checks call these pure predicates, and checks run as the writer: the service role,
-- which may still write the table directly, needs them.
grant execute on function private.lead_text_is_clean(text, boolean), private.lead_email_is_valid(text), private.lead_email_is_work(text), private.lead_email_form(text), private.lead_mailbox(text), private.lead_path_is_valid(text), private.spreadsheet_safe(text) to service_role;
select private.apply_lead_door();
