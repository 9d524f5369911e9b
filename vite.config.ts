import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import { precompileMessages } from './scripts/precompileMessages'
import { precompress } from './scripts/precompress'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * The web app's build. `--mode devnet` (what `npm run build:web` and `npm start` use) includes the Dev wallet, which
 * still shows only when `config.json` says `devnet`; a plain `vite build` (production) leaves its code out.
 */
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
        manualChunks: (id: string) =>
          /\/node_modules\/(ethers|@noble\/(curves|hashes)|@adraffy)\//.test(id) &&
          id.indexOf('/node_modules/') === id.lastIndexOf('/node_modules/')
            ? 'ethers'
            : undefined,
      },
    },
  },
}))
