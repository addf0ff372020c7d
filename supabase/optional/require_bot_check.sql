-- Run once when the site is built with the bot check (VITE_TURNSTILE_SITE_KEY) and the
-- submit-lead Edge Function is deployed with TURNSTILE_SECRET_KEY: from then on leads can only
-- come through the Edge Function, which verifies the Turnstile token and calls submit_lead as
-- the service role. Without this, a script could skip the bot check and call the function with
-- the public anon key. To go back to the form without a bot check:
--   grant execute on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) to anon, authenticated;
revoke execute on function public.submit_lead(text, text, text, text, text, text, text, text, boolean, text, text, text, text) from anon, authenticated;
