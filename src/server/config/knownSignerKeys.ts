/**
 * Private keys anyone can look up: the ten accounts of the test mnemonic anvil and hardhat fund
 * (`test test … junk`, m/44'/60'/0'/0/0-9), the devnet relayer's, draw operator's and treasury's (indexes 10-12) and the
 * smallest keys. A signer holding one of them signs for everyone,
 * so the server takes them only on a devnet (FOMO_DEVNET=on). Lowercase; add a key here when one becomes public.
 */
export const KNOWN_SIGNER_KEYS: ReadonlySet<string> = new Set([
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', // anvil 0
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d', // anvil 1
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a', // anvil 2
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6', // anvil 3
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a', // anvil 4
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba', // anvil 5
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e', // anvil 6
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356', // anvil 7
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97', // anvil 8
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6', // anvil 9
  '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897', // m/44'/60'/0'/0/10: the devnet relayer
  '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82', // m/44'/60'/0'/0/11: the devnet draw operator
  '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1', // m/44'/60'/0'/0/12: the devnet treasury
  `0x${'0'.repeat(63)}1`,
  `0x${'0'.repeat(63)}2`,
  `0x${'0'.repeat(63)}3`,
])
