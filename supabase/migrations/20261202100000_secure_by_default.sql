-- Secure by default, round 3 (issue 42; security review 2026-12-01, SEC-2, SEC-3, SEC-4, SEC-5,
-- SEC-7, SEC-8, SEC-15; copy review L-2, L-4):
--
--   * a flood no longer closes the lead form to everyone. There is no hourly limit for the whole
--     intake any more. Above the hourly ceiling the intake is flooded: leads are held for review,
--     each network (an IPv4 /24, an IPv6 /48) gets only its first lead of the hour in unless the
--     lead passed the bot check, and a cap on the held leads awaiting review keeps the database's
--     size safe. Where the bot check is configured (bot_check = 'during_flood'), a flood asks
--     every direct caller for it (HTTP 428) instead of refusing;
--   * rate-limit records are keyed with a secret that changes every hour (HMAC-SHA-256), dated to
--     the minute, deleted after their hour, their secrets after the next: nobody can recompute
--     them from an address, and nothing pairs them with a lead;
--   * an email address is a dot-atom local part at a domain of letter-digit-hyphen labels, with
--     no URL or mail syntax; text refuses every default-ignorable code point, the blank braille
--     pattern and stacks of combining marks;
--   * retention is a job: pg_cron runs private.enforce_retention() every five minutes, which
--     deletes enquiries 24 months after the last contact, alerts after 12 months, rate-limit
--     records after their hour, and reminds the operator of staff accounts unused for 90 days;
--   * the staff-email-link function counts requests per caller and per address here, and reports
--     what Auth refuses;
--   * the public key can read the deployment's readiness (public.deployment_readiness), which
--     `npm run check:deploy` holds to the documented settings.
--
-- The numbers and text rules are mirrored in src/leads/leadSchema.ts; tests/integration/
-- submitLead.test.ts, leadIntake.test.ts, leadFlood.test.ts, leadPrivacy.test.ts and
-- retention.test.ts hold the two together.

-- Extensions, as a Supabase project has them --------------------------------------------------------

-- pgcrypto is in every Supabase project (schema extensions); pg_cron is enabled here (Supabase
-- installs it in pg_catalog with its schema cron, and lets `postgres` schedule jobs).
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_cron with schema pg_catalog;

-- Settings -----------------------------------------------------------------------------------------

alter table private.lead_intake_settings drop constraint if exists lead_intake_settings_bot_check_check;
alter table private.lead_intake_settings add constraint lead_intake_settings_bot_check_check
  check (bot_check in ('off', 'during_flood', 'required'));
comment on column private.lead_intake_settings.bot_check is 'off: the forms call public.submit_lead directly, and a flood is met with the network rules alone. during_flood: the site is built with the bot check (VITE_TURNSTILE_SITE_KEY) and the submit-lead Edge Function is deployed; callers may reach submit_lead directly until the intake is flooded, then only through the function, which checks Cloudflare Turnstile (a direct call is answered 428). required: only through the function, always; anon and authenticated lose EXECUTE on public.submit_lead, here and after every later migration.';
comment on column private.lead_intake_settings.function_client_address is 'The same choice for requests the Edge Functions (submit-lead, staff-email-link) send on a visitor''s behalf, applied to the headers the function received (it passes them on as x-lead-client-cf-connecting-ip and x-lead-client-x-forwarded-for).';

-- Secrets for the rate-limit records -----------------------------------------------------------------

-- One random secret per hour (UTC). A record is keyed with the secret of the hour it was written
-- in; counting looks a network up under this hour's secret and the previous one's, since a record
-- lives 60 minutes. Secrets older than the previous hour are deleted, and with them any way to
-- tell which address a record counted.
create table if not exists private.rate_limit_keys (
  hour timestamptz primary key,
  secret bytea not null check (octet_length(secret) = 32)
);
revoke all on table private.rate_limit_keys from public, anon, authenticated, service_role;
comment on table private.rate_limit_keys is 'The hourly secrets that key private.lead_submissions (HMAC-SHA-256). Deleted when their records can no longer exist; never exposed through the API.';

create or replace function private.rate_limit_hour() returns timestamptz
language sql stable parallel safe
set search_path = ''
as $$
  select pg_catalog.date_bin(interval '1 hour', pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00')
$$;

-- The secret of an hour; made (once, whoever asks first) when `create_missing` and there is none.
create or replace function private.rate_limit_secret(at_hour timestamptz, create_missing boolean) returns bytea
language plpgsql volatile
set search_path = ''
as $$
declare
  found_secret bytea;
begin
  select secret into found_secret from private.rate_limit_keys where hour = at_hour;
  if found_secret is null and create_missing then
    insert into private.rate_limit_keys (hour, secret) values (at_hour, extensions.gen_random_bytes(32))
      on conflict (hour) do nothing;
    select secret into found_secret from private.rate_limit_keys where hour = at_hour;
  end if;
  return found_secret;
end
$$;

create or replace function private.rate_limit_hmac(secret bytea, value text) returns bytea
language sql immutable parallel safe
set search_path = ''
as $$
  select case when secret is not null then extensions.hmac(pg_catalog.convert_to(value, 'UTF8'), secret, 'sha256') end
$$;

-- The records: a key and the minute, nothing else. A record's time is rounded down to the
-- minute, so it is not its lead's created_at. Those of the former, unkeyed form are dropped (they
-- would have expired within the hour anyway).
delete from private.lead_submissions;
comment on table private.lead_submissions is 'One row per stored lead and counted network: an HMAC-SHA-256 of the network under the hour''s secret (private.rate_limit_keys), or the constant key of the whole intake, and the minute it was written. Deleted after 60 minutes (private.enforce_retention, every five minutes, and each new lead).';

-- What a lead field may contain --------------------------------------------------------------------

-- As before (control characters; every Unicode format character, with the joiners allowed inside
-- words of scripts that need them; runs of variation selectors), and now also (SEC-8): every other
-- default-ignorable code point (Unicode 17: U+034F, U+115F, U+1160, U+17B4, U+17B5, U+2065, U+3164,
-- U+FFA0, U+FFF0-U+FFF8, U+E0080-U+E00FF, U+E01F0-U+E0FFF), which display as nothing; U+2800,
-- the blank braille pattern; Mongolian's free variation selectors except right after a Mongolian
-- letter; and more than five combining marks in a row. src/leads/leadSchema.ts has the same
-- expressions (ignorableCharacters, misplacedMongolianSelector, combiningMarkRun).
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
    and value !~ '[\u034f\u115f\u1160\u17b4\u17b5\u2065\u2800\u3164\uffa0\ufff0-\ufff8\U000e0080-\U000e00ff\U000e01f0-\U000e0fff]'
    and value !~ '(^|[^\u1820-\u1878\u1880-\u18aa])[\u180b-\u180d\u180f]'
    and value !~ '[\u0300-\u034e\u0350-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{6}'
$$;

-- An address as mail systems route it (RFC 5321), on its NFKC form in lower case (SEC-7): a
-- dot-atom local part of at most 64 letters, digits and _ ' + - that starts with a letter, digit
-- or _; a domain of dot-separated labels of at most 63 letters, digits and inner hyphens, ending
-- in a top-level domain of ASCII letters or an xn-- label. The letters beyond ASCII are those of
-- the main scripts (addressLetters in src/leads/leadSchema.ts): no punctuation, symbol, space or
-- invisible character of any script. So no URL or mailto syntax, no empty label, no dot
-- look-alike; and, as before, no label mixing Latin, Greek and Cyrillic letters.
create or replace function private.lead_email_is_valid(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value ~ ('^[a-z0-9_' || l || '][a-z0-9_''+' || l || '-]*(?:\.[a-z0-9_''+' || l || '-]+)*@(?:[a-z0-9' || l || '](?:[a-z0-9' || l || '-]*[a-z0-9' || l || '])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$')
    and value !~ '^[^@]{65}|@.*[^.]{64}'
    and private.lead_text_is_clean(value, false)
    and value !~ '[\u200c\u200d]'
    and not exists (
      select 1 from pg_catalog.regexp_split_to_table(value, '[.@]') as label
      where (label ~* '[a-z\u00c0-\u024f\u1e00-\u1eff]')::integer
          + (label ~* '[\u0370-\u03ff\u1f00-\u1fff]')::integer
          + (label ~* '[\u0400-\u052f\u2de0-\u2dff\ua640-\ua69f]')::integer > 1)
  from (values ('\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02af\u0300-\u034e\u0350-\u036f\u0370-\u0373\u0376\u0377\u037b-\u037d\u0386\u0388-\u03ff\u0400-\u0482\u048a-\u052f\u0531-\u0556\u0561-\u0587\u05d0-\u05ea\u0620-\u064a\u0660-\u0669\u066e-\u06d3\u06d5\u06f0-\u06f9\u0900-\u0963\u0966-\u096f\u0971-\u097f\u0e01-\u0e3a\u0e40-\u0e4e\u0e50-\u0e59\u10d0-\u10fa\u10fc-\u10ff\u1e00-\u1fff\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\ua640-\ua66e\ua680-\ua69d\uac00-\ud7a3')) as letters (l)
$$;

-- What is wrong with an email field as sent, in the order the form checks it (emailError in
-- src/leads/leadSchema.ts), or null: the reason submit_lead gives.
create or replace function private.lead_email_problem(raw text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  email_max constant integer := 254;
  email_min constant integer := 6;
  trimmed text;
  email text;
begin
  if raw is null then
    return 'required';
  end if;
  if pg_catalog.char_length(raw) > email_max then
    return 'tooLong';
  end if;
  trimmed := private.lead_trim(raw);
  if not private.lead_text_is_clean(trimmed, false) then
    return 'characters';
  end if;
  if trimmed = '' then
    return 'required';
  end if;
  if trimmed ~ '[\u200c\u200d]' then
    return 'characters';
  end if;
  email := private.lead_email_form(trimmed);
  if not private.lead_email_is_valid(email) then
    return 'email';
  end if;
  if pg_catalog.char_length(email) < email_min then
    return 'tooShort';
  end if;
  if not private.lead_email_is_work(email) then
    return 'workEmail';
  end if;
  return null;
end
$$;

-- The lead's columns for retention ---------------------------------------------------------------

-- Sales record the last time they were in touch (the lead's own time until then). Existing rows
-- are left as they are: their last contact is their created_at.
alter table public.leads add column if not exists last_contact_at timestamptz;
comment on column public.leads.last_contact_at is 'When sales were last in touch with this person about this enquiry; null: not since it arrived. The enquiry is deleted 24 months after coalesce(last_contact_at, created_at) (private.enforce_retention, run by pg_cron). Set it whenever you reply: update public.leads set last_contact_at = now() where id = ...';
create index if not exists leads_retention on public.leads ((coalesce(last_contact_at, created_at)));
create index if not exists leads_held_for_review on public.leads (created_at) where held_for_review;
comment on column public.leads.held_for_review is 'Arrived while the intake was flooded (more leads in the past hour than its ceiling; private.alerts says when): probably part of a flood, possibly a real prospect. Review before routing, then set it to false or delete the lead: while 2,000 held leads await review, a flood stores no more.';

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
  -- Mirrored in src/leads/leadSchema.ts (leadLimits); the email's are in private.lead_email_problem.
  name_min constant integer := 2;
  name_max constant integer := 120;
  organisation_min constant integer := 2;
  organisation_max constant integer := 160;
  role_min constant integer := 2;
  role_max constant integer := 120;
  message_max constant integer := 4000;
  source_path_max constant integer := 300;
  -- Mirrored in src/leads/leadSchema.ts (leadIntakeLimits); the per-network allowances are in
  -- private.lead_networks().
  hourly_ceiling constant integer := 100;
  held_for_review_cap constant integer := 2000;
  rate_window constant interval := interval '60 minutes';
  duplicate_window constant interval := interval '24 hours';

  clean_name text;
  clean_email text;
  clean_organisation text;
  clean_role text;
  clean_message text;
  clean_path text;
  email_problem text;
  address inet;
  everyone constant bytea := pg_catalog.sha256(pg_catalog.convert_to('all', 'UTF8'));
  this_hour timestamptz;
  secret_now bytea;
  secret_before bytea;
  keys bytea[];
  total integer;
  flooded boolean;
  held integer;
  bot_checked boolean;
  networks record;
  is_duplicate boolean;
begin
  perform private.lead_choice('kind', submit_lead.kind, array['contact', 'demo', 'account']);
  clean_name := private.lead_text('name', submit_lead.name, name_min, name_max, false);

  email_problem := private.lead_email_problem(submit_lead.email);
  if email_problem is not null then
    perform private.refuse_lead_field('email', email_problem, case email_problem
      when 'required' then 'email is missing.'
      when 'tooLong' then 'email is longer than 254 characters (spaces count).'
      when 'characters' then 'email contains control, invisible or text-direction characters.'
      when 'tooShort' then 'email is shorter than 6 characters.'
      when 'workEmail' then 'email is at a personal mail provider; the form asks for a work address.'
      else 'email is not an address of the form name@organisation.example.'
    end);
  end if;
  clean_email := private.lead_email_form(private.lead_trim(submit_lead.email));

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
  -- burst of parallel requests reads a count before the others are recorded. (Each holds the lock
  -- for a millisecond or two.)
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('vaultline:lead-intake', 0));
  delete from private.lead_submissions where submitted_at <= pg_catalog.now() - rate_window;
  this_hour := private.rate_limit_hour();
  secret_now := private.rate_limit_secret(this_hour, true);
  secret_before := private.rate_limit_secret(this_hour - interval '1 hour', false);
  delete from private.rate_limit_keys where hour < this_hour - interval '1 hour';

  select count(*) into total from private.lead_submissions where limit_key = everyone;
  flooded := total >= hourly_ceiling;
  -- The submit-lead Edge Function calls as the service role once Cloudflare Turnstile has confirmed the visitor.
  bot_checked := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') = 'service_role';

  -- Flooded, with the bot check configured: everyone passes it until the flood has passed.
  if flooded and not bot_checked and (select bot_check from private.lead_intake_settings) = 'during_flood' then
    perform private.ask_for_bot_check();
  end if;

  address := private.lead_client_address();
  if address is null then
    -- No trusted address: this caller counts against the hourly ceiling only, never in a bucket
    -- shared with every other caller.
    perform private.raise_alert('client_address_unknown',
      'Leads arrive without a client address the database can trust, so only the hourly ceiling limits them. Set rest_client_address (and function_client_address) in private.lead_intake_settings for this host (README, Leads).',
      pg_catalog.jsonb_build_object(
        'path', case when bot_checked then 'function' else 'rest' end,
        'settings', (select pg_catalog.to_jsonb(s) - 'singleton' - 'alert_webhook_url' from private.lead_intake_settings as s),
        'headers_present', private.lead_address_headers_present()),
      interval '1 hour');
  else
    -- Each network the address counts in, its allowance, and how many of its leads the past 60
    -- minutes hold (under this hour's secret and the previous hour's).
    with keyed as materialized (
      select n.network, n.allowance, pg_catalog.masklen(n.network::cidr) as bits,
        private.rate_limit_hmac(secret_now, 'network:' || n.network) as key_now,
        private.rate_limit_hmac(secret_before, 'network:' || n.network) as key_before
      from private.lead_networks(address) as n
    ), counted as (
      select k.*, (select count(*) from private.lead_submissions as s where s.limit_key in (k.key_now, k.key_before)) as used
      from keyed as k
    )
    select bool_or(used >= allowance) as full_network,
      -- The widest network (an IPv4 /24, an IPv6 /48) has sent a lead in the past hour.
      (pg_catalog.array_agg(used order by bits))[1] > 0 as network_has_sent,
      pg_catalog.array_agg(key_now) as network_keys
      into networks from counted;
    if networks.full_network then
      perform private.refuse_lead();
    end if;
    -- Flooded: a network that has already sent a lead this hour gets no other in, unless this
    -- one passed the bot check. Every other network's first lead still arrives.
    if flooded and networks.network_has_sent and not bot_checked then
      perform private.refuse_lead();
    end if;
    keys := networks.network_keys;
  end if;

  if flooded then
    if total = hourly_ceiling then
      perform private.raise_alert('hourly_ceiling_passed',
        pg_catalog.format('More than %s leads arrived in the last hour: the intake is flooded. Leads are stored with held_for_review = true, each network gets only its first lead of the hour in (unless it passed the bot check), and at %s held leads awaiting review none are stored. Check public.leads for a flood.', hourly_ceiling, held_for_review_cap),
        pg_catalog.jsonb_build_object('ceiling', hourly_ceiling, 'held_for_review_cap', held_for_review_cap, 'bot_check', (select bot_check from private.lead_intake_settings)),
        interval '1 hour');
    end if;
    -- The storage cap: what a flood may add to the database before someone has looked. The lead
    -- that reaches it raises the alert (a refused call's own writes are rolled back).
    held := (select count(*) from public.leads where held_for_review);
    if held >= held_for_review_cap then
      perform private.refuse_lead();
    end if;
    if held = held_for_review_cap - 1 then
      perform private.raise_alert('held_for_review_cap_reached',
        pg_catalog.format('%s leads held for review await it, so a flood stores no more: visitors are offered the sales email address. Review them (update public.leads set held_for_review = false ..., or delete the flood''s).', held_for_review_cap),
        pg_catalog.jsonb_build_object('held_for_review_cap', held_for_review_cap),
        interval '1 hour');
    end if;
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
    flooded
  );
  -- Dated to the minute, so that a record's time is not its lead's.
  insert into private.lead_submissions (limit_key, submitted_at)
    select k, pg_catalog.date_bin(interval '1 minute', pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00')
    from unnest(array[everyone] || coalesce(keys, array[]::bytea[])) as k;
end
$$;

-- Flooded, with the bot check configured: HTTP 428. The form (or any caller) sends the lead again
-- through the submit-lead Edge Function with a Turnstile token.
create or replace function private.ask_for_bot_check() returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise sqlstate 'PT428' using
    message = 'The bot check is needed to send a lead at this time.',
    hint = 'Complete the bot check and send the lead again, or send it by email to the sales address on the website.';
end
$$;

comment on function public.submit_lead is 'The only way a lead enters public.leads (PostgREST: POST /rest/v1/rpc/submit_lead). Refusals: 22023 (HTTP 400) with details {field, reason}; PT429 (HTTP 429), the same words whatever the limit; PT428 (HTTP 428) while the intake is flooded and bot_check is during_flood, for callers that did not pass the bot check.';

-- The staff-email-link function's own limits (SEC-4) ------------------------------------------------

-- Auth limits its email endpoints per client address, and sees every request of the function as
-- coming from the function: one shared bucket. So the function asks here first, as the service
-- role, passing the visitor's headers as x-lead-client-* (read by function_client_address): at
-- most 10 requests an hour from one network (an IPv4 /24, an IPv6 /48), and 5 for one address,
-- whoever it belongs to, so the answer tells nobody whether it is a staff address. Counted with
-- the same keyed records as leads.
create or replace function public.staff_email_link_allowed(email text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  per_network constant integer := 10;
  per_address constant integer := 5;
  rate_window constant interval := interval '60 minutes';
  this_hour timestamptz := private.rate_limit_hour();
  secret_now bytea;
  secret_before bytea;
  address inet := private.lead_client_address();
  widest text;
  target text;
  network_keys bytea[];
  address_keys bytea[];
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('vaultline:staff-email-link', 0));
  delete from private.lead_submissions where submitted_at <= pg_catalog.now() - rate_window;
  secret_now := private.rate_limit_secret(this_hour, true);
  secret_before := private.rate_limit_secret(this_hour - interval '1 hour', false);
  widest := (select n.network from private.lead_networks(address) as n order by pg_catalog.masklen(n.network::cidr) limit 1);
  target := pg_catalog.lower(pg_catalog.btrim(email));
  network_keys := array[private.rate_limit_hmac(secret_now, 'email-link-network:' || widest), private.rate_limit_hmac(secret_before, 'email-link-network:' || widest)];
  address_keys := array[private.rate_limit_hmac(secret_now, 'email-link-address:' || target), private.rate_limit_hmac(secret_before, 'email-link-address:' || target)];
  if (widest is not null and (select count(*) from private.lead_submissions where limit_key = any (network_keys)) >= per_network)
      or (select count(*) from private.lead_submissions where limit_key = any (address_keys)) >= per_address then
    return false;
  end if;
  insert into private.lead_submissions (limit_key, submitted_at)
    select k, pg_catalog.date_bin(interval '1 minute', pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00')
    from unnest(array[address_keys[1]] || case when widest is not null then array[network_keys[1]] else array[]::bytea[] end) as k;
  return true;
end
$$;

-- What Auth refused the function, for the operator: once an hour per kind of refusal.
create or replace function public.report_staff_email_link_refusal(status integer, code text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform private.raise_alert('staff_email_link_refused',
    pg_catalog.format('Supabase Auth answered the staff-email-link function %s %s: staff magic links and recovery links may not be arriving. Check Auth''s logs, the SMTP settings and the email_sent rate limit.', status, coalesce(code, '')),
    pg_catalog.jsonb_build_object('status', status, 'code', code),
    interval '1 hour');
end
$$;

revoke all on function public.staff_email_link_allowed(text), public.report_staff_email_link_refusal(integer, text) from public, anon, authenticated, service_role;
grant execute on function public.staff_email_link_allowed(text), public.report_staff_email_link_refusal(integer, text) to service_role;

-- Retention (SEC-15, L-2) ----------------------------------------------------------------------------

-- What the privacy notice promises, done: enquiries 24 months after the last contact; alerts
-- (which name administrators and addresses) after 12 months; rate-limit records after their hour
-- and their secrets after the next, whether or not a lead arrives; and, once every 30 days, a
-- reminder of staff accounts nobody has signed in to for 90 days, to delete those of people who
-- have left. Run by pg_cron every five minutes (below); safe to run at any time.
create or replace function private.enforce_retention() returns void
language plpgsql volatile
set search_path = ''
as $$
declare
  unused jsonb;
begin
  delete from public.leads where coalesce(last_contact_at, created_at) < pg_catalog.now() - interval '24 months';
  delete from private.alerts where raised_at < pg_catalog.now() - interval '12 months';
  delete from private.lead_submissions where submitted_at <= pg_catalog.now() - interval '60 minutes';
  delete from private.rate_limit_keys where hour < private.rate_limit_hour() - interval '1 hour';
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('user_id', u.id, 'email', u.email, 'last_sign_in_at', u.last_sign_in_at) order by u.email)
    into unused
    from auth.users as u
    where coalesce(u.last_sign_in_at, u.created_at) < pg_catalog.now() - interval '90 days';
  if unused is not null then
    perform private.raise_alert('staff_accounts_unused',
      'Nobody has signed in to these staff accounts for 90 days. Delete the account of anyone who has left (Authentication > Users): the privacy notice promises it.',
      pg_catalog.jsonb_build_object('accounts', unused),
      interval '30 days');
  end if;
end
$$;

select cron.schedule('vaultline-retention', '*/5 * * * *', 'select private.enforce_retention()');

-- What check:deploy reads (SEC-3) --------------------------------------------------------------------

-- The deployment's settings that `npm run check:deploy` holds to the documentation, through the
-- public key: which header names a visitor, whether the bot check is configured, whether the
-- retention job is scheduled. Names of settings only; nothing about any visitor.
create or replace function public.deployment_readiness() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'rest_client_address', s.rest_client_address,
    'function_client_address', s.function_client_address,
    'bot_check', s.bot_check,
    'retention_scheduled', exists (select 1 from cron.job as j where j.jobname = 'vaultline-retention' and j.active and j.command = 'select private.enforce_retention()'))
  from private.lead_intake_settings as s
$$;
revoke all on function public.deployment_readiness() from public, anon, authenticated, service_role;
grant execute on function public.deployment_readiness() to anon, authenticated, service_role;

-- Who may call what --------------------------------------------------------------------------------

-- The API roles may execute submit_lead unless the deployment requires the bot check always.
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

revoke all on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) to service_role;
revoke all on all functions in schema private from public, anon, authenticated, service_role;
-- The table's checks call these pure predicates, and checks run as the writer: the service role,
-- which may still write the table directly, needs them.
grant execute on function private.lead_text_is_clean(text, boolean), private.lead_email_is_valid(text), private.lead_email_is_work(text), private.lead_email_form(text), private.lead_mailbox(text), private.lead_path_is_valid(text), private.spreadsheet_safe(text) to service_role;
select private.apply_lead_door();
