/** What a resume's bytes say it is, whatever its name claims. */
export type ResumeKind = "pdf" | "doc" | "docx";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc"; // OLE compound file
  // A .docx is a zip whose entries include word/...; zip entry names are stored as plain bytes.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("word/")) {
    return "docx";
  }
  return null;
}
