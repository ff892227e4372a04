/**
 * An action refused for a reason the person can see and act on: a file that is not a picture, an item someone else
 * changed meanwhile, a connection that did not confirm a save. The page says so in words; it is not the program's
 * fault, so the admin kit does not log it as an error (src/components/admin/useGuardedAction.ts).
 */
export class Refusal extends Error {}
