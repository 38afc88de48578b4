/**
 * What the server tells a parent process that started it with an IPC channel, once it holds its
 * port: the tests' and the bench's launcher (test-support/child-server.ts) sends nothing to the
 * port before then, since until the server binds it the port may be anyone's (issue 24).
 */
export const LISTENING_MESSAGE = 'oncocds:listening';

export interface ListeningMessage {
  type: typeof LISTENING_MESSAGE;
  port: number;
}

/** A no-op without an IPC channel (`npm start`, a container, a service manager without one). */
export function reportListening(port: number): void {
  if (!process.send || !process.connected) return;
  const message: ListeningMessage = { type: LISTENING_MESSAGE, port };
  process.send(message);
}
