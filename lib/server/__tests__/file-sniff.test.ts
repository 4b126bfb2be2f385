/** @jest-environment node */
import { sniffResume } from "../file-sniff";
import { storedZip } from "./zip-fixture";

const contentTypes =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

describe("sniffResume", () => {
  it("takes a zip whose directory lists word/document.xml as a .docx", () => {
    const docx = storedZip({ "[Content_Types].xml": contentTypes, "word/document.xml": "<w:document/>" });
    expect(sniffResume(docx)).toBe("docx");
  });

  it("refuses a zip that has only other entries under word/", () => {
    const zip = storedZip({
      "[Content_Types].xml": contentTypes,
      "word/styles.xml": "<w:styles/>",
      "word/run.sh": "#!/bin/sh",
    });
    expect(sniffResume(zip)).toBeNull();
  });

  it("refuses a zip that names word/document.xml only inside a file's content", () => {
    const zip = storedZip({ "notes.txt": "see word/document.xml" });
    expect(sniffResume(zip)).toBeNull();
  });

  it("refuses a zip signature followed by loose text", () => {
    expect(
      sniffResume(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....word/document.xml")])),
    ).toBeNull();
  });

  it("keeps telling PDF and .doc by their signatures", () => {
    expect(sniffResume(Buffer.from("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffResume(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe("doc");
  });
});
