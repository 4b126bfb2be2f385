/** @jest-environment node */
import { sendFailure } from "../store/send-failure";

describe("what is kept of a failed send", () => {
  it("is the error's code and the mail server's status, not its words", () => {
    const refused = Object.assign(new Error("550 5.1.1 <asha.verma@example.in>: Recipient address rejected"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    expect(sendFailure(refused)).toBe("EENVELOPE 550");
  });

  it("is the error's class when it carries neither, and says so for what is no error", () => {
    expect(sendFailure(new TypeError("asha.verma@example.in"))).toBe("TypeError");
    expect(sendFailure("asha.verma@example.in")).toBe("unknown failure");
  });
});
