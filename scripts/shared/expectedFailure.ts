/**
 * A build that stops on content or a setting (the catalogue's errors, src/errors/buildErrors.ts)
 * prints that error's message alone: it names the file and the fix, and a stack trace of the
 * bundler or of Node's uncaught-exception handler would only bury it (review DV-5).
 */

/** What the build says last when it stops on such a problem. */
export const buildStoppedMessage = 'The build stopped at the problem above.'

/** A failure whose cause was printed already: the build ends without a stack. */
export class ExpectedBuildFailure extends Error {
  override name = 'ExpectedBuildFailure'
}
