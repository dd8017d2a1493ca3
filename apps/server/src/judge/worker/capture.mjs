// What a learner's program writes, kept up to a byte cap and never beyond (docs/decisions/171-coding-exercises.md#judge).

export function capture(capBytes) {
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  let overflow = false;
  return {
    /** Appends bytes; false once the cap is passed (what is over the cap is dropped). */
    writeBytes(buffer) {
      if (overflow) return false;
      const room = capBytes - bytes;
      if (buffer.length > room) {
        text += decoder.decode(buffer.subarray(0, Math.max(0, room)));
        bytes = capBytes;
        overflow = true;
        return false;
      }
      text += decoder.decode(buffer, { stream: true });
      bytes += buffer.length;
      return true;
    },
    write(string) {
      return this.writeBytes(new TextEncoder().encode(string));
    },
    get text() {
      return text;
    },
    get overflow() {
      return overflow;
    },
  };
}

/** What a test's run tells the server. */
export function outcome(status, stdout, stderr, started, errorLine) {
  return {
    status,
    stdout: stdout.text,
    stderr: stderr.text,
    timeMs: Math.round(performance.now() - started),
    errorLine,
  };
}
