import { fontVariants } from "../support/system-fonts";
import { checkEveryRoute } from "./checks";

// @phone: which faces the machine has does not change with the screen size; full.spec.ts runs at both.
checkEveryRoute(fontVariants.dejaVuCore, { full: false, tag: ["@phone"] });
