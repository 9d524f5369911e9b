/** Lets every already-settled promise chain run (a few microtask turns, no timers). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}
