/** A promise the test opens itself: holds a mocked response without relying on timing. */
export function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

/** A mocked response held behind a gate: `resolver` serves `respond()` once the test calls `release`. */
export function heldResponse(respond: () => Response) {
  const held = gate();
  return {
    ...held,
    resolver: async () => {
      await held.opened;
      return respond();
    },
  };
}
