/**
 * How many spec files run at once, each against its own server (E2E_SERVERS, default 2). On two cores a second
 * stream fills the time one spends waiting (draws, timers, the server); more than the cores only adds contention.
 */
export function e2eServerCount(): number {
  const asked = Number(process.env.E2E_SERVERS ?? 2);
  return Number.isInteger(asked) && asked >= 1 && asked <= 8 ? asked : 2;
}
