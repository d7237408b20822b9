/** A fresh id for one intended send (8-64 of A-Z a-z 0-9 _ -): the same id sent again lands once. */
export function newClientId(): string {
  return crypto.randomUUID();
}
