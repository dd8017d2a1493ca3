// What a learner's program writes, kept up to a byte cap and never beyond (docs/decisions/171-coding-exercises.md#judge).

const encoder = new TextEncoder();

export function capture(capBytes) {
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  let overflow = false;
  return {
    /**
     * Appends bytes as text; false once the cap is passed. Measured on the text kept, not on the
     * bytes given: an invalid byte shows as U+FFFD, three bytes, and a character cut by a write's
     * end waits in the decoder for the next write.
     */
    writeBytes(buffer) {
      if (overflow) return false;
      return this.write(decoder.decode(buffer, { stream: true }));
    },
    /** Appends text; false once the cap is passed (what is over the cap is dropped, whole characters only). */
    write(string) {
      if (overflow) return false;
      const room = capBytes - bytes;
      // Every UTF-16 unit is at least one byte, so a longer string cannot fit and is not measured whole.
      const size = string.length > room ? Number.POSITIVE_INFINITY : Buffer.byteLength(string);
      if (size <= room) {
        text += string;
        bytes += size;
        return true;
      }
      const { read } = encoder.encodeInto(string, new Uint8Array(room));
      text += string.slice(0, read);
      bytes = capBytes;
      overflow = true;
      return false;
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
