import type { Connect } from 'vite'

type AsyncHandler = (
  request: Connect.IncomingMessage,
  response: Parameters<Connect.NextHandleFunction>[1],
  next: Connect.NextFunction,
) => Promise<void>

/**
 * A connect middleware from an async handler: connect ignores the promise a handler returns, so a
 * rejection would otherwise be lost (or end the dev server) instead of reaching Vite's error page.
 */
export function asyncMiddleware(handler: AsyncHandler): Connect.NextHandleFunction {
  return (request, response, next) => {
    handler(request, response, next).catch(next)
  }
}
