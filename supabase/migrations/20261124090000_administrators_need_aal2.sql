-- Administrators act only at assurance level aal2: a second factor verified in this session.
-- At aal1 a session cannot even read its role, so nothing can take it for an administrator.
-- Policies that need administrators call public.is_admin(), which requires aal2 as well.

drop policy if exists "profiles: read own" on public.profiles;

-- A signed-in user reads their own profile (the site asks for `role`), at aal2 only.
create policy "profiles: read own at aal2" on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id and (select auth.jwt() ->> 'aal') = 'aal2');

-- For policies to come: true only for an administrator at aal2. SECURITY DEFINER so that a
-- policy on profiles itself can call it without recursing; it answers for the caller only.
create or replace function public.is_admin()
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select auth.jwt() ->> 'aal') = 'aal2'
      and exists (select 1 from public.profiles where id = (select auth.uid()) and role = 'admin'),
    false)
$$;

-- Supabase grants execute on new functions to anon and authenticated by default: keep it to signed-in users.
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated;
