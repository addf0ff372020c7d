/**
 * The content editor of the test build: built for the local back end (decap-server), which the
 * browser test starts on this port against a temporary copy of the project, so nothing it saves
 * touches the working tree.
 */
import { testBackend } from '../fakeSupabase/testBackend'

const proxyPort = Number(process.env.CMS_TEST_PORT ?? testBackend.port + 1)

export const testEditor = {
  proxyPort,
  proxyUrl: `http://127.0.0.1:${proxyPort}/api/v1`,
} as const
