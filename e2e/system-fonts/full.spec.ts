import { fontVariants } from "../support/system-fonts";
import { checkEveryRoute } from "./checks";

checkEveryRoute(fontVariants.full, { full: true });
