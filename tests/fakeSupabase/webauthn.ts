/**
 * The WebAuthn ceremonies of the stand-in GoTrue's passkey factors, checked as a relying party
 * must (W3C WebAuthn §7): the client data's type, challenge and origin, the authenticator data's
 * RP ID hash and user-presence flag, and, for an assertion, the ES256 or RS256 signature with the
 * key registered for that credential. The key is read from the Level 3 JSON the browser sends
 * (`response.publicKey`, SPKI) rather than from the attestation object, whose statement is not
 * checked ("none" attestation, as GoTrue asks for): DIFFERENCES.md.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto'

export interface WebAuthnCeremony {
  challenge: string
  rpId: string
  origins: string[]
}

export interface RegisteredCredential {
  id: string
  /** SubjectPublicKeyInfo, base64url. */
  publicKey: string
  algorithm: number
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')
const bytesOf = (value: unknown) => Buffer.from(typeof value === 'string' ? value : '', 'base64url')

export const newChallenge = () => base64url(randomBytes(32))

/** PublicKeyCredentialCreationOptionsJSON for a new passkey of this user. */
export function creationOptions(ceremony: WebAuthnCeremony, user: { id: string; email: string }, existing: string[]) {
  return {
    challenge: ceremony.challenge,
    rp: { id: ceremony.rpId, name: 'Vaultline' },
    user: { id: base64url(Buffer.from(user.id)), name: user.email, displayName: user.email },
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    timeout: 60_000,
    attestation: 'none',
    authenticatorSelection: { userVerification: 'preferred', residentKey: 'preferred' },
    excludeCredentials: existing.map((id) => ({ type: 'public-key', id })),
  }
}

/** PublicKeyCredentialRequestOptionsJSON for signing in with this credential. */
export function requestOptions(ceremony: WebAuthnCeremony, credentialId: string) {
  return {
    challenge: ceremony.challenge,
    rpId: ceremony.rpId,
    timeout: 60_000,
    userVerification: 'preferred',
    allowCredentials: [{ type: 'public-key', id: credentialId }],
  }
}

type Credential = { id?: unknown; type?: unknown; response?: Record<string, unknown> }

function checkClientData(
  credential: Credential,
  ceremony: WebAuthnCeremony,
  type: 'webauthn.create' | 'webauthn.get',
): { clientData: Buffer } | string {
  const clientData = bytesOf(credential.response?.clientDataJSON)
  let parsed: { type?: string; challenge?: string; origin?: string }
  try {
    parsed = JSON.parse(clientData.toString('utf8')) as typeof parsed
  } catch {
    return 'clientDataJSON is not JSON'
  }
  if (parsed.type !== type) return `clientDataJSON.type is ${String(parsed.type)}, not ${type}`
  if (parsed.challenge !== ceremony.challenge) return 'the challenge does not match'
  if (!parsed.origin || !ceremony.origins.includes(parsed.origin))
    return `the origin ${String(parsed.origin)} is not allowed`
  return { clientData }
}

function checkAuthenticatorData(authData: Buffer, rpId: string): string | null {
  if (authData.length < 37) return 'authenticatorData is too short'
  if (!authData.subarray(0, 32).equals(createHash('sha256').update(rpId).digest()))
    return 'the RP ID hash does not match'
  if ((authData[32]! & 0x01) === 0) return 'the user was not present'
  return null
}

/** A new credential from navigator.credentials.create(), or why it is refused. */
export function verifyRegistration(credential: Credential, ceremony: WebAuthnCeremony): RegisteredCredential | string {
  const client = checkClientData(credential, ceremony, 'webauthn.create')
  if (typeof client === 'string') return client
  const authData = bytesOf(credential.response?.authenticatorData)
  const problem = authData.length ? checkAuthenticatorData(authData, ceremony.rpId) : null
  if (problem) return problem
  const publicKey = credential.response?.publicKey
  const algorithm = Number(credential.response?.publicKeyAlgorithm)
  if (typeof publicKey !== 'string' || ![-7, -257].includes(algorithm))
    return 'the credential carries no ES256 or RS256 public key'
  if (typeof credential.id !== 'string' || !credential.id) return 'the credential has no id'
  return { id: credential.id, publicKey, algorithm }
}

/** An assertion from navigator.credentials.get() for a registered credential, or why it is refused. */
export function verifyAssertion(
  credential: Credential,
  ceremony: WebAuthnCeremony,
  registered: RegisteredCredential,
): true | string {
  if (credential.id !== registered.id) return 'the credential is not the one registered for this factor'
  const client = checkClientData(credential, ceremony, 'webauthn.get')
  if (typeof client === 'string') return client
  const authData = bytesOf(credential.response?.authenticatorData)
  const problem = checkAuthenticatorData(authData, ceremony.rpId)
  if (problem) return problem
  const key = createPublicKey({ key: Buffer.from(registered.publicKey, 'base64url'), format: 'der', type: 'spki' })
  const signed = Buffer.concat([authData, createHash('sha256').update(client.clientData).digest()])
  return verify('sha256', signed, key, bytesOf(credential.response?.signature)) ? true : 'the signature does not verify'
}
