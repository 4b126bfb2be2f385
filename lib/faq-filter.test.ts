/** @jest-environment node */
import { faqs } from "@/content/faq";
import { filterFaqs } from "./faq-filter";

describe("filterFaqs", () => {
  it("shows all 10 questions by default", () => {
    expect(filterFaqs(faqs, { query: "", category: "all" })).toHaveLength(10);
  });
  it("matches the question or the answer, ignoring case", () => {
    expect(filterFaqs(faqs, { query: "APP STORE", category: "all" }).map((item) => item.id)).toEqual([10]);
    expect(filterFaqs(faqs, { query: "pci-dss", category: "all" }).map((item) => item.id)).toEqual([6]);
  });
  it("combines search with the category", () => {
    expect(filterFaqs(faqs, { query: "months", category: "timeline" }).map((item) => item.id)).toEqual([3]);
    expect(filterFaqs(faqs, { query: "", category: "mobile" }).map((item) => item.id)).toEqual([9, 10]);
  });
  it("is empty when nothing matches", () => {
    expect(filterFaqs(faqs, { query: "blockchain", category: "all" })).toEqual([]);
  });
});
