import { countWordCapitalized } from "../count-words";
import { site } from "../site";
import { trainingPrograms } from "../training";

/** The words around /training's programs; programs, stats and reasons are in content/training.ts. */
export const trainingPage = {
  hero: {
    eyebrow: "Training programs",
    title: "Learn from engineers who ship every week",
    lead: `${countWordCapitalized(trainingPrograms.length)} hands-on programs with real projects, code reviews, certification and placement support.`,
  },
  programsTitle: "Programs",
  program: {
    priceNote: "full program",
    placement: (rate: string) => `${rate} placement`,
    certification: "Certification: ",
  },
  reasonsTitle: "Why train with us",
  apply: { title: "Apply for Training", lead: `Our admissions team replies ${site.replyWithin}.` },
};
