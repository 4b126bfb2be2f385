import { fontVariants } from "../support/system-fonts";
import { checkFonts } from "./checks";

// @phone: which faces the machine has does not change with the screen size; the full variant's run at both (e2e/visual/pages.spec.ts).
checkFonts(fontVariants.dejaVuCore, { full: false, tag: ["@phone"] });
