/**
 * The journeys run the built server as `npm start` does, on a free port with a fresh DATA_DIR; the
 * launcher is shared with the durability tests and the bench.
 */
export {
  ROOT,
  startChildServer as startServer,
  type ChildServer as RunningServer,
} from '../../src/server/test-support/child-server';
