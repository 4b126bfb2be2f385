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
 * Whether a zip's central directory (the index every zip reader trusts) lists word/document.xml, the
 * entry Word needs to open a .docx. A zip that merely mentions "word/" somewhere in its bytes is not one.
 */
function listsWordBody(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - END_RECORD_REACH);
  for (let end = bytes.length - 22; end >= lowest; end--) {
    if (view.getUint32(end, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    for (let index = 0; index < entries && at + 46 <= bytes.length; index++) {
      if (view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return false;
      const nameLength = view.getUint16(at + 28, true);
      const name = Buffer.from(
        bytes.buffer,
        bytes.byteOffset + at + 46,
        Math.min(nameLength, bytes.length - at - 46),
      ).toString("latin1");
      if (name === WORD_BODY) return true;
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return false;
  }
  return false;
}

export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc"; // OLE compound file
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && listsWordBody(bytes)) return "docx";
  return null;
}
