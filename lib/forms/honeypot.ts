/**
 * The field only bots see. Its name, like its label, matches no autofill heuristic (a name such as
 * `website` is filled by browsers' autofill and form-filling extensions for real visitors, whose leads
 * were then set aside): an autofilled form leaves it empty (e2e/honeypot-autofill.spec.ts).
 */
export const HONEYPOT_FIELD = "nx_h7";
