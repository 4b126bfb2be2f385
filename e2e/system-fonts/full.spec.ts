import { fontVariants } from "../support/system-fonts";
import { checkFonts } from "./checks";

// Every route's text in this browser is checked by e2e/visual/pages.spec.ts, which runs in it.
checkFonts(fontVariants.full, { full: true });
