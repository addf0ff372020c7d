// Supabase Edge Function (Deno) at /functions/v1/staff-email-link/{otp,recover}: the sign-in page's
// magic-link and recovery requests, answered alike for staff and strangers.
// Deploy: supabase functions deploy staff-email-link (README, "Staff sign-in without a staff list").
import { handleEmailLinkRequest } from './handler.ts'

const { Deno, EdgeRuntime } = globalThis as unknown as {
  Deno: { serve(handler: (request: Request) => Promise<Response>): void; env: { toObject(): Record<string, string> } }
  EdgeRuntime: { waitUntil(work: Promise<unknown>): void }
}

Deno.serve((request) =>
  handleEmailLinkRequest(request, Deno.env.toObject(), (work) => EdgeRuntime.waitUntil(work.catch(() => undefined))),
)
