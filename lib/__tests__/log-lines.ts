/**
 * What the logger writes while a test runs, parsed: the logger writes JSON lines through
 * process.stdout, which this replaces for the test's duration.
 */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not the logger's: Jest's own output.
      }
    }
    return true;
  });
  return {
    lines,
    events: (name: string) => lines.filter((line) => line.event === name),
    restore: () => spy.mockRestore(),
  };
}
