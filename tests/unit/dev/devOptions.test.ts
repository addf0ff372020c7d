import { describe, expect, it } from 'vitest'
import { defaultDevPorts, parseDevOptions } from '../../../scripts/dev/devOptions'

describe('the options of npm run dev and npm run cms', () => {
  it('listens on 127.0.0.1 at the default port unless told otherwise', () => {
    expect(parseDevOptions([], {})).toEqual({ port: defaultDevPorts.site, host: '127.0.0.1' })
  })

  it('opens every interface for --host alone, and the given address for --host <address>', () => {
    expect(parseDevOptions(['--host'], {}).host).toBe('0.0.0.0')
    expect(parseDevOptions(['--host', '--port', '4000'], {})).toMatchObject({ host: '0.0.0.0', port: 4000 })
    expect(parseDevOptions(['--host', '192.168.1.20'], {}).host).toBe('192.168.1.20')
  })

  it('takes the port from the flag first, then DEV_PORT', () => {
    expect(parseDevOptions([], { DEV_PORT: '5000' })).toMatchObject({ port: 5000 })
    expect(parseDevOptions(['--port', '6000'], { DEV_PORT: '5000' })).toMatchObject({ port: 6000 })
  })

  it('refuses a port that is not one and an unknown flag, saying which; decap-server has no port to give', () => {
    expect(() => parseDevOptions(['--port', 'eighty'], {})).toThrow(
      '--port (or DEV_PORT) must be a port number from 1 to 65535, not "eighty".',
    )
    expect(() => parseDevOptions(['--open'], {})).toThrow(/--open/)
    expect(() => parseDevOptions(['--proxy-port', '8081'], {})).toThrow(/--proxy-port/)
  })
})
