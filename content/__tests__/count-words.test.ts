/** @jest-environment node */
import { countWord, countWordCapitalized } from "../count-words";

describe("counts as copy spells them", () => {
  it("spells counts up to twelve and writes digits beyond", () => {
    expect(countWord(5)).toBe("five");
    expect(countWord(12)).toBe("twelve");
    expect(countWord(18)).toBe("18");
  });

  it("capitalises a count that opens a sentence", () => {
    expect(countWordCapitalized(6)).toBe("Six");
    expect(countWordCapitalized(18)).toBe("18");
  });
});
