// The Node flags the API server runs with; package.json's "start" passes the same ones, and the benches start their
// servers with these so they measure what `npm start` runs.
//
// --max-semi-space-size=64 (MB, default 16): under load most of what a request allocates dies young, but with the
// default young generation a scavenge came every ~40 ms and copied every request still waiting on its batch, then
// promoted it, feeding a full collection every ~5 s. With 64 MB, at 100 wallet clients the server spent 109-115 us of
// CPU per transfer against 125-136 us in runs interleaved with it (6,070-6,294 against 5,346-6,077 transfers/s); the
// cost is up to about 200 MB more resident memory under load.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
