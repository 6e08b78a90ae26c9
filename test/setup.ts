import fc from 'fast-check';

// Property tests explore freely on a developer's machine; in CI they use a fixed seed so a
// rare counterexample cannot turn main red at random (run locally to explore, and pin what
// you find as a unit test).
if (process.env.CI) fc.configureGlobal({ seed: 20_261_202, numRuns: 200 });
