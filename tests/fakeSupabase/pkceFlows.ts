/**
 * GoTrue's PKCE flow states: an email link or an OAuth sign-in starts one with the browser's
 * code challenge, its completion gives the site an auth code, and `POST /token?grant_type=pkce`
 * trades that code plus the code verifier for a session, once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'

export type FlowMethod = 'magiclink' | 'recovery' | 'oauth'

export interface FlowState {
  id: string
  method: FlowMethod
  codeChallenge: string
  codeChallengeMethod: 's256' | 'plain'
  redirectTo: string
  provider?: string
  /** Set when a signed-in user links an identity: the flow ends on their account. */
  linkingUserId?: string
  userId?: string
  authCode?: string
  createdAt: number
}

/** GoTrue's default flow-state lifetime (conf.defaultFlowStateExpiryDuration). */
const flowStateSeconds = 300

export type ExchangeResult =
  | { ok: true; flow: FlowState }
  | { ok: false; status: number; code: string; message: string }

export function createPkceFlows() {
  const flows = new Map<string, FlowState>()

  return {
    /** A new flow from the client's challenge, or null when the challenge is missing or malformed (GoTrue refuses those). */
    start(fields: {
      method: FlowMethod
      codeChallenge: unknown
      codeChallengeMethod: unknown
      redirectTo: string
      provider?: string
      linkingUserId?: string
    }): FlowState | null {
      const method = String(fields.codeChallengeMethod ?? '').toLowerCase()
      if (
        typeof fields.codeChallenge !== 'string' ||
        fields.codeChallenge.length < 43 ||
        (method !== 's256' && method !== 'plain')
      )
        return null
      const flow: FlowState = {
        id: randomUUID(),
        method: fields.method,
        codeChallenge: fields.codeChallenge,
        codeChallengeMethod: method,
        redirectTo: fields.redirectTo,
        provider: fields.provider,
        linkingUserId: fields.linkingUserId,
        createdAt: Date.now(),
      }
      flows.set(flow.id, flow)
      return flow
    },
    get: (id: string) => flows.get(id),
    /** The flow is complete for this user: the site receives this code in its redirect URL. */
    issueAuthCode(flow: FlowState, userId: string): string {
      flow.userId = userId
      flow.authCode = randomBytes(16).toString('hex')
      return flow.authCode
    },
    /** `POST /token?grant_type=pkce`: the code and the verifier whose hash the flow started with. */
    exchange(authCode: unknown, codeVerifier: unknown): ExchangeResult {
      if (typeof authCode !== 'string' || typeof codeVerifier !== 'string' || !authCode || !codeVerifier) {
        return {
          ok: false,
          status: 400,
          code: 'validation_failed',
          message: 'invalid request: both auth code and code verifier should be non-empty',
        }
      }
      const flow = [...flows.values()].find((entry) => entry.authCode === authCode)
      if (!flow?.userId)
        return {
          ok: false,
          status: 404,
          code: 'flow_state_not_found',
          message: 'invalid flow state, no valid flow state found',
        }
      if (Date.now() - flow.createdAt > flowStateSeconds * 1000)
        return {
          ok: false,
          status: 422,
          code: 'flow_state_expired',
          message: 'invalid flow state, flow state has expired',
        }
      const computed =
        flow.codeChallengeMethod === 's256'
          ? createHash('sha256').update(codeVerifier).digest('base64url')
          : codeVerifier
      if (computed !== flow.codeChallenge)
        return {
          ok: false,
          status: 400,
          code: 'bad_code_verifier',
          message: 'code challenge does not match previously saved code verifier',
        }
      flows.delete(flow.id)
      return { ok: true, flow }
    },
  }
}
