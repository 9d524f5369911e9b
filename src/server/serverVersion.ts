import { version } from '../../package.json'

/** The server's release, package.json's version (bundled into dist/server.mjs at build, so read nowhere at run time). */
export const SERVER_VERSION: string = version
