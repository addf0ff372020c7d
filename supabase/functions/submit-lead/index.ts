// Supabase Edge Function (Deno) at /functions/v1/submit-lead: the bot-checked way in for leads.
// Deploy: supabase functions deploy submit-lead --no-verify-jwt (docs/leads.md, "The bot check").
import { handleLeadRequest } from './handler.ts'

const { Deno } = globalThis as unknown as {
  Deno: { serve(handler: (request: Request) => Promise<Response>): void; env: { toObject(): Record<string, string> } }
}

Deno.serve((request) => handleLeadRequest(request, Deno.env.toObject()))
