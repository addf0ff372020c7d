-- The lead form's required box says "I have read the privacy notice…": it confirms that the notice
-- was read, and is not consent (the notice's lawful basis for enquiries is legitimate interests, and
-- it says the box "is not a request for consent"). Its column was called consent, and a later reader
-- could take it for consent to marketing (review copy-en 2026-12-01, L-1). The column, the function's
-- argument and the refusal now say what it is: privacy_notice_acknowledged. Existing rows keep their
-- value (a rename, not a copy).
--
-- A page cached from before this release still sends the argument as consent, so submit_lead takes
-- either name for one release; the next drops consent (docs/leads.md). A PostgreSQL function's
-- arguments cannot be renamed in place, so submit_lead is dropped and created again, and the grants
-- and private.apply_lead_door() follow its new signature.

-- Written to run again unchanged, as the newest migration may be (leadIntake.test.ts).
do $$
begin
  if exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = 'leads' and column_name = 'consent') then
    alter table public.leads rename column consent to privacy_notice_acknowledged;
  end if;
  if exists (select 1 from pg_catalog.pg_constraint where conrelid = 'public.leads'::regclass and conname = 'leads_consent_check') then
    alter table public.leads rename constraint leads_consent_check to leads_privacy_notice_acknowledged_check;
  end if;
end
$$;
comment on column public.leads.privacy_notice_acknowledged is 'The visitor ticked "I have read the privacy notice": an acknowledgement, not consent (the basis is legitimate interests). Always true.';

drop function if exists public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text);

create or replace function public.submit_lead(
  kind text,
  name text,
  email text,
  organisation text,
  country text,
  role text,
  team_size text,
  interest text,
  language text,
  source_path text,
  message text default '',
  honeypot text default '',
  privacy_notice_acknowledged boolean default null,
  -- The old name of privacy_notice_acknowledged, still taken for one release (docs/leads.md).
  consent boolean default null
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
  -- What the intent asks for (src/leads/leadSchema.ts, intentFields): a demo or a pilot asks who,
  -- where, how many and which edition; a price the same but the job title; another question
  -- only the question. 'contact' and 'account' are the kinds of the forms before the intent
  -- choice (a page cached from before this migration still sends them): they ask everything.
  asks_profile boolean;
  asks_role boolean;
begin
  perform private.lead_choice('kind', submit_lead.kind, array['demo', 'pilot', 'pricing', 'other', 'contact', 'account']);
  asks_profile := submit_lead.kind <> 'other';
  asks_role := submit_lead.kind not in ('other', 'pricing');
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
  -- A field the intent does not ask is not read, and nothing is stored for it (null).
  if asks_role then
    clean_role := private.lead_text('role', submit_lead.role, role_min, role_max, false);
  end if;
  if asks_profile then
    if submit_lead.country is null or submit_lead.country !~ '^[A-Z]{2}$' then
      perform private.refuse_lead_field('country', 'choice', 'country is not an ISO 3166-1 alpha-2 code in capitals.');
    end if;
    perform private.lead_choice('team_size', submit_lead.team_size, array['1-49', '50-249', '250-999', '1000-4999', '5000+']);
    perform private.lead_choice('interest', submit_lead.interest, array['enterprise', 'government', 'on-premises', 'voice-gateway', 'not-sure']);
  end if;
  -- Another question is its message.
  clean_message := private.lead_text('message', coalesce(submit_lead.message, ''), case when submit_lead.kind = 'other' then 1 else 0 end, message_max, true);
  -- The box confirms that the privacy notice was read; it is not consent (the notice's basis is
  -- legitimate interests). A page cached from before this migration sends it as consent.
  if coalesce(submit_lead.privacy_notice_acknowledged, submit_lead.consent) is not true then
    perform private.refuse_lead_field('privacy_notice_acknowledged', 'privacyNotice', 'privacy_notice_acknowledged is not true: the visitor has not confirmed reading the privacy notice.');
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

  insert into public.leads (kind, name, email, organisation, country, role, team_size, interest, message, privacy_notice_acknowledged, language, source_path, spam_suspected, duplicate, held_for_review)
  values (
    submit_lead.kind,
    private.spreadsheet_safe(clean_name),
    clean_email,
    private.spreadsheet_safe(clean_organisation),
    case when asks_profile then submit_lead.country end,
    case when asks_role then private.spreadsheet_safe(clean_role) end,
    case when asks_profile then submit_lead.team_size end,
    case when asks_profile then submit_lead.interest end,
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


-- The door: the API roles may execute submit_lead unless the deployment requires the bot check always.
create or replace function private.apply_lead_door() returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  if (select bot_check from private.lead_intake_settings) = 'required' then
    revoke execute on function public.submit_lead(text, text, text, text, text, text, text, text, text, text, text, text, boolean, boolean) from public, anon, authenticated;
  else
    grant execute on function public.submit_lead(text, text, text, text, text, text, text, text, text, text, text, text, boolean, boolean) to anon, authenticated;
  end if;
end
$$;

revoke all on function public.submit_lead(text, text, text, text, text, text, text, text, text, text, text, text, boolean, boolean) from public, anon, authenticated, service_role;
grant execute on function public.submit_lead(text, text, text, text, text, text, text, text, text, text, text, text, boolean, boolean) to service_role;
select private.apply_lead_door();
