-- Staff profiles (administrator flag) and sales leads, with row level security.
-- Mirrors src/leads/leadSchema.ts: every rule the form checks is a constraint here too.

create table if not exists public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('member', 'admin')),
  created_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- A signed-in user reads their own profile (the site asks for `role`); nobody writes through the API.
create policy "profiles: read own" on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id);

grant select on public.profiles to authenticated;

create table if not exists public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null check (kind in ('contact', 'demo', 'account')),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  email text not null check (char_length(email) between 6 and 254 and email ~* '^[^[:space:]@<>(),;:"]+@[^[:space:]@<>(),;:"]+\.[a-z]{2,}$'),
  organisation text not null check (char_length(btrim(organisation)) between 2 and 160),
  country text not null check (country ~ '^[A-Z]{2}$'),
  role text not null check (char_length(btrim(role)) between 2 and 120),
  team_size text not null check (team_size in ('1-49', '50-249', '250-999', '1000-4999', '5000+')),
  interest text not null check (interest in ('enterprise', 'government', 'on-premises', 'voice-gateway', 'not-sure')),
  message text not null default '' check (char_length(message) <= 4000),
  consent boolean not null check (consent),
  language text not null check (language in ('en', 'es', 'pt', 'fr', 'de')),
  source_path text not null default '/' check (char_length(source_path) <= 300)
);

alter table public.leads enable row level security;

-- Visitors may submit a lead; nobody reads leads through the API (sales reads them in the database).
create policy "leads: anyone may insert" on public.leads
  for insert to anon, authenticated
  with check (true);

grant insert on public.leads to anon, authenticated;
