// Loaded into decap-server's process (`node --require`, scripts/admin/decapServer.ts): every
// server it starts listens on the socket DECAP_SOCKET names instead of a TCP port, so no web page
// and no other user of the machine can connect to it. Only the dev server's guarded route
// (scripts/admin/localBackendGuard.ts) forwards to it.
const net = require('node:net')

const socketPath = process.env.DECAP_SOCKET
if (!socketPath)
  throw new Error('DECAP_SOCKET is not set: decap-server must listen on a private socket, never on a TCP port.')
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function listenOnSocket(...args) {
  const callback = args.find((arg) => typeof arg === 'function')
  return listen.call(this, socketPath, callback)
}
