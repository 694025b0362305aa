// Small console helpers shared by the launcher and the test runner.
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

export const bold = paint(1);
export const dim = paint(2);
export const red = paint(31);
export const green = paint(32);
export const yellow = paint(33);
export const cyan = paint(36);

export function info(message) {
  console.log(`${cyan('›')} ${message}`);
}

export function warn(message) {
  console.warn(`${yellow('!')} ${message}`);
}

/** Stops the process with a message that says what to do. */
export class SetupError extends Error {}

export function fail(message) {
  throw new SetupError(message);
}
