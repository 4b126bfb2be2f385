/**
 * A minimal Word 97 .doc that carries a VBA project, for the scanner tests: an OLE2 compound file (the
 * `D0 CF 11 E0` container every .doc is) with a WordDocument stream and Macros/VBA holding `_VBA_PROJECT`
 * and a `dir` stream in MS-OVBA's compressed form. That is what clamd's AlertOLE2Macros looks for
 * (Heuristics.OLE2.ContainsMacros.VBA); no Office program wrote it, and it holds no working code.
 */

const SECTOR = 512;
const MINI = 64;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/** MS-OVBA 2.4.1: a CompressedContainer of one chunk whose tokens are all literals. */
function ovbaCompress(data: Uint8Array): Uint8Array {
  if (data.length > 4096) throw new Error("one chunk holds at most 4096 bytes");
  const body: number[] = [];
  for (let at = 0; at < data.length; at += 8) {
    body.push(0); // flag byte: the next eight tokens are literals
    body.push(...data.subarray(at, at + 8));
  }
  const size = body.length + 2;
  const header = ((size - 3) & 0x0fff) | 0x3000 | 0x8000;
  return Uint8Array.from([1, header & 0xff, header >> 8, ...body]);
}

/** A `dir` stream's records (MS-OVBA 2.3.4.2): the project's system kind (Win32) and its code page, then its end. */
function dirRecords(): Uint8Array {
  const records: number[] = [];
  const record = (id: number, value: number[]) => {
    const size = Buffer.alloc(4);
    size.writeUInt32LE(value.length);
    records.push(id & 0xff, id >> 8, ...size, ...value);
  };
  record(0x0001, [1, 0, 0, 0]); // PROJECTSYSKIND: Windows 32 bit
  record(0x0003, [0xe4, 0x04]); // PROJECTCODEPAGE: 1252
  record(0x0010, []); // dir stream terminator
  return Uint8Array.from(records);
}

type Entry = {
  name: string;
  type: 1 | 2 | 5;
  child?: number;
  right?: number;
  data?: Uint8Array;
};

/** The .doc with its VBA project, or (`macros: false`) the same document without one, for the clean case. */
export function macroDoc({ macros = true } = {}): Uint8Array<ArrayBuffer> {
  const wordDocument = new Uint8Array(128);
  // FIB's wIdent: a Word document.
  wordDocument.set([0xec, 0xa5]);
  const all: Entry[] = [
    { name: "Root Entry", type: 5, child: macros ? 1 : 2 },
    { name: "Macros", type: 1, child: 3, right: 2 },
    { name: "WordDocument", type: 2, data: wordDocument },
    { name: "VBA", type: 1, child: 4 },
    { name: "dir", type: 2, data: ovbaCompress(dirRecords()), right: 5 },
    { name: "_VBA_PROJECT", type: 2, data: Uint8Array.from([0xcc, 0x61, 0xff, 0xff, 0x00, 0x00, 0x00]) },
  ];
  const entries = all.slice(0, macros ? undefined : 3);
  // Every stream is under the 4096-byte cutoff: all of them live in the mini stream, 64-byte sectors.
  const miniFat: number[] = [];
  const miniStream: number[] = [];
  const starts = new Map<number, number>();
  entries.forEach((entry, index) => {
    if (!entry.data) return;
    const sectors = Math.max(1, Math.ceil(entry.data.length / MINI));
    const first = miniFat.length;
    starts.set(index, first);
    for (let sector = 0; sector < sectors; sector++)
      miniFat.push(sector === sectors - 1 ? END_OF_CHAIN : first + sector + 1);
    const padded = new Uint8Array(sectors * MINI);
    padded.set(entry.data);
    miniStream.push(...padded);
  });
  const miniStreamSectors = Math.ceil(miniStream.length / SECTOR);
  // Sectors: 0 FAT, 1-2 directory, 3 mini FAT, 4.. the mini stream.
  const total = 4 + miniStreamSectors;
  const file = new Uint8Array(SECTOR * (1 + total));
  const view = new DataView(file.buffer);
  const at = (sector: number) => SECTOR * (1 + sector);

  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(24, 0x003e, true);
  view.setUint16(26, 0x0003, true);
  view.setUint16(28, 0xfffe, true);
  view.setUint16(30, 9, true);
  view.setUint16(32, 6, true);
  view.setUint32(44, 1, true); // FAT sectors
  view.setUint32(48, 1, true); // first directory sector
  view.setUint32(56, 4096, true); // mini stream cutoff
  view.setUint32(60, 3, true); // first mini FAT sector
  view.setUint32(64, 1, true); // mini FAT sectors
  view.setUint32(68, END_OF_CHAIN, true); // no DIFAT sectors
  for (let index = 0; index < 109; index++) view.setUint32(76 + index * 4, index === 0 ? 0 : FREE, true);

  const fat = [FAT_SECTOR, 2, END_OF_CHAIN, END_OF_CHAIN];
  for (let sector = 0; sector < miniStreamSectors; sector++)
    fat.push(sector === miniStreamSectors - 1 ? END_OF_CHAIN : 4 + sector + 1);
  for (let index = 0; index < SECTOR / 4; index++) view.setUint32(at(0) + index * 4, fat[index] ?? FREE, true);

  for (let index = 0; index < SECTOR / 4; index++) view.setUint32(at(3) + index * 4, miniFat[index] ?? FREE, true);
  file.set(miniStream, at(4));

  for (let index = 0; index < 8; index++) {
    const base = at(1) + index * 128;
    const entry = entries[index];
    view.setUint32(base + 68, NO_STREAM, true);
    view.setUint32(base + 72, NO_STREAM, true);
    view.setUint32(base + 76, NO_STREAM, true);
    if (!entry) continue;
    const name = Buffer.from(`${entry.name}\0`, "utf16le");
    file.set(name, base);
    view.setUint16(base + 64, name.length, true);
    file[base + 66] = entry.type;
    file[base + 67] = 1; // black
    if (entry.right !== undefined) view.setUint32(base + 72, entry.right, true);
    if (entry.child !== undefined) view.setUint32(base + 76, entry.child, true);
    if (entry.type === 5) {
      view.setUint32(base + 116, 4, true);
      view.setUint32(base + 120, miniStream.length, true);
    } else if (entry.data) {
      view.setUint32(base + 116, starts.get(index) ?? 0, true);
      view.setUint32(base + 120, entry.data.length, true);
    } else {
      view.setUint32(base + 116, 0, true);
    }
  }
  return file;
}
