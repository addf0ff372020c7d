import { describe, expect, it } from 'vitest'
import { defaultDevPorts, parseDevOptions } from '../../scripts/dev/devOptions'

describe('the options of npm run dev and npm run cms', () => {
  it('listens on 127.0.0.1 at the default ports unless told otherwise', () => {
    expect(parseDevOptions([], {})).toEqual({ port: defaultDevPorts.site, host: '127.0.0.1', proxyPort: defaultDevPorts.proxy })
  })

  it('opens every interface for --host alone, and the given address for --host <address>', () => {
    expect(parseDevOptions(['--host'], {}).host).toBe('0.0.0.0')
    expect(parseDevOptions(['--host', '--port', '4000'], {})).toMatchObject({ host: '0.0.0.0', port: 4000 })
    expect(parseDevOptions(['--host', '192.168.1.20'], {}).host).toBe('192.168.1.20')
  })

  it('takes ports from the flags first, then DEV_PORT and CMS_PROXY_PORT', () => {
    expect(parseDevOptions([], { DEV_PORT: '5000', CMS_PROXY_PORT: '5001' })).toMatchObject({ port: 5000, proxyPort: 5001 })
    expect(parseDevOptions(['--port', '6000', '--proxy-port', '6001'], { DEV_PORT: '5000', CMS_PROXY_PORT: '5001' })).toMatchObject({ port: 6000, proxyPort: 6001 })
  })

  it('refuses a port that is not one, a shared port and an unknown flag, saying which', () => {
    expect(() => parseDevOptions(['--port', 'eighty'], {})).toThrow('--port (or DEV_PORT) must be a port number from 1 to 65535, not "eighty".')
    expect(() => parseDevOptions([], { CMS_PROXY_PORT: '70000' })).toThrow('--proxy-port (or CMS_PROXY_PORT)')
    expect(() => parseDevOptions(['--port', '7000', '--proxy-port', '7000'], {})).toThrow('cannot share port 7000')
    expect(() => parseDevOptions(['--open'], {})).toThrow(/--open/)
  })
})
