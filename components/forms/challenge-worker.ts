// A module worker that solves a form's challenge off the main thread, with the browser's WebCrypto.
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
