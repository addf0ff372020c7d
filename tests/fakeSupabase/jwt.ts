/** ES256 JSON Web Tokens with a key made at start-up, published as a JWKS like GoTrue's. */
import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto'

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const kid = randomUUID()

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function signJwt(claims: Record<string, unknown>): string {
  const head = `${encode({ alg: 'ES256', typ: 'JWT', kid })}.${encode(claims)}`
  const signature = sign('sha256', Buffer.from(head), { key: privateKey, dsaEncoding: 'ieee-p1363' })
  return `${head}.${signature.toString('base64url')}`
}

/** The claims of a token this server signed and that has not expired, else null. */
export function verifyJwt(token: string): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return null
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) return null
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
  return typeof claims.exp === 'number' && claims.exp > Date.now() / 1000 ? claims : null
}

export function jwks(): { keys: Record<string, unknown>[] } {
  const jwk = publicKey.export({ format: 'jwk' })
  return { keys: [{ ...jwk, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }] }
}
