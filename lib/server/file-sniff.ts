import "server-only";

/** What a resume's bytes say it is, whatever its name claims. */
export type ResumeKind = "pdf" | "doc" | "docx";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The fixed part of the end record plus the longest comment a zip may carry. */
const END_RECORD_REACH = 22 + 0xffff;
const WORD_BODY = "word/document.xml";

/**
 * The entry names a zip's central directory (the index every zip reader trusts) lists; empty when it
 * has none or it is broken. A zip that merely mentions a name somewhere in its bytes does not list it.
 */
function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - END_RECORD_REACH);
  const names: string[] = [];
  for (let end = bytes.length - 22; end >= lowest; end--) {
    if (view.getUint32(end, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    for (let index = 0; index < entries && at + 46 <= bytes.length; index++) {
      if (view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return [];
      const nameLength = view.getUint16(at + 28, true);
      names.push(
        Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, Math.min(nameLength, bytes.length - at - 46)).toString(
          "latin1",
        ),
      );
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return names;
  }
  return names;
}

/** Whether a .docx's zip lists word/document.xml, the entry Word needs to open it. */
const listsWordBody = (bytes: Uint8Array) => zipEntryNames(bytes).includes(WORD_BODY);

/**
 * Whether a .docx (or .docm saved under another name) carries a VBA project: any `vbaProject.bin`
 * entry, where Office keeps macros. Refused whether or not clamd runs: a resume has no use for macros.
 */
export function carriesMacros(bytes: Uint8Array): boolean {
  return zipEntryNames(bytes).some((name) => /(^|\/)vbaProject\.bin$/i.test(name));
}

export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc"; // OLE compound file
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && listsWordBody(bytes)) return "docx";
  return null;
}
