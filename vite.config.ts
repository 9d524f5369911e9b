import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import { precompileMessages } from './scripts/precompileMessages'
import { precompress } from './scripts/precompress'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * The web app's build. `--mode devnet` (what `npm run build:web` and `npm start` use) includes the Dev wallet, which
 * still shows only when `config.json` says `devnet`; a plain `vite build` (production) leaves its code out.
 */
/** A module of a top-level package (not one nested under another package's node_modules) whose path there matches. */
function hoisted(id: string, path: RegExp): boolean {
  const at = id.indexOf('/node_modules/')
  return at >= 0 && at === id.lastIndexOf('/node_modules/') && path.test(id.slice(at + '/node_modules/'.length))
}

export default defineConfig(({ mode, command }) => ({
  base: './',
  // .br and .gz beside each asset, served by Accept-Encoding; the locales' ICU messages parsed at build time
  plugins: [precompileMessages(), precompress()],
  resolve: {
    // the messages arrive parsed (scripts/precompileMessages.ts): the browser gets formatjs without its parser
    alias:
      command === 'build'
        ? { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' }
        : {},
  },
  publicDir: 'public',
  define: {
    // builds started from vitest (NODE_ENV=test) would otherwise get React's development build
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    __FOMO_DEV_WALLET__: JSON.stringify(mode !== 'production'),
    __FOMO_APP_VERSION__: JSON.stringify(version),
  },
  oxc: { jsx: { runtime: 'automatic', development: command !== 'build' } },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 800, // ethers is its own lazy chunk, loaded when a wallet signs
    rollupOptions: {
      output: {
        // ethers and its crypto in one chunk that the wallet and the contract reads both import whole; split, the
        // wallet's `import('ethers')` could run the reads' chunk before ethers had initialised. Only the hoisted
        // packages ethers resolves to: the copies nested under WalletConnect's packages stay in its own chunks.
        // Keccak (@noble/hashes' sha3 and what it imports) goes first, into a chunk of its own: the first route's
        // keccak256 (EIP-55 checksums, pair addresses) needs it, and captured with ethers' dependencies it brought all
        // of ethers (91 kB gzip) to the swap page. It imports nothing of ethers. test/architecture/firstRoute.test.ts
        // checks the first route's imports.
        // What the entry imports statically (rolldown's `$initial` tag) is one chunk with it: left to the default
        // splitting, what a lazy chunk shares with the entry (mobx, react with mobx-react-lite, checksums, the approval
        // state, amount parsing) went to shared chunks the entry imports, each with its own exports and imports, and
        // the first route measured 3.5 kB gzip more in five more files (issue 31 item 1).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 0 },
            { name: 'keccak', test: (id: string) => hoisted(id, /^@noble\/hashes\/esm\/sha3\.js$/), priority: 2 },
            {
              name: 'ethers',
              test: (id: string) => hoisted(id, /^(ethers|@noble\/(curves|hashes)|@adraffy)\//),
              priority: 1,
            },
          ],
        },
      },
    },
  },
}))
